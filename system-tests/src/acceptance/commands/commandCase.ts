// One row of the every-command table (everyCommand.api.test.ts): how to set up a fresh subject, the
// request, and the natural read that shows the change. Each area's rows live beside its other tests, in
// its folder's commandCases.ts; commandCases.ts here gathers them, one line per area.
import type { Answer } from '../../testing/httpClient';
import type { Person, ProjectsWorld } from '../projects/projectsWorld';

export interface Prepared {
  /** Who sends the command. */
  readonly who: Person;
  readonly body: unknown;
  /** Reads with X-Min-Position of the command answer and asserts that the change shows. */
  sees(answer: Answer): Promise<void>;
}

export interface CommandCase {
  /** The call's path under /api, as the spec names it. */
  readonly path: string;
  prepare(world: ProjectsWorld): Promise<Prepared>;
  /**
   * A command (path under /api and body) by the same sender that takes the change back, so that a
   * retry which ran the command again would have to append; none where the command cannot be
   * repeated anyway (a second create or access appends or is refused without the key).
   */
  readonly undo?: (body: any, answer: Answer) => readonly [string, unknown];
  /** A bound for each of the case's tests, where its preparation renders (jest's 30 s otherwise). */
  readonly timeoutMs?: number;
}
