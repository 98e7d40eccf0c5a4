// Helpers of the command acceptance tests: unique names, the number of stored events (the product
// exposes no event count, so "appends nothing" is checked on the test database the app writes to),
// and the reads that show each kind of change.
import { Pool } from 'pg';
import type { Answer } from '../../testing/httpClient';
import { after, type Person, type ProjectsWorld } from '../projects/projectsWorld';

let counter = 0;
/** A name no other test of this run uses (project and folder names must be unique). */
export const unique = (prefix: string): string => `${prefix} ${++counter}`;

/**
 * Counts the events people's calls appended to the app's event store, to prove that a refusal or a
 * retry appended nothing. Events the product appends on its own behalf (userID null: the exporter's
 * progress, the video reactor's probes) come at their own pace and are left out.
 */
export interface EventCounter {
  count(): Promise<number>;
  close(): Promise<void>;
}

export const eventCounter = (world: ProjectsWorld): EventCounter => {
  const pool = new Pool({ connectionString: world.app.databaseUrl, max: 1 });
  return {
    count: async () => Number((await pool.query<{ n: string }>("SELECT count(*) AS n FROM events WHERE metadata->>'userID' IS NOT NULL")).rows[0]?.n),
    close: () => pool.end(),
  };
};

/** A command answer: 200 with an X-Position that is a decimal integer. */
export const expectPositioned = (answer: Answer): void => {
  expect({ status: answer.status, position: answer.headers.get('X-Position') }).toEqual({ status: 200, position: expect.stringMatching(/^\d+$/) });
};

/** Posts a query as `who` that must wait for the read models to pass the command answer. */
export const readAfter = async (who: Person, command: Answer, path: string, body: unknown = {}): Promise<Answer> => {
  const answer = await who.client.post(path, body, after(command));
  if (answer.status !== 200) throw new Error(`${path} after the command: ${answer.status} ${answer.text}`);
  return answer;
};

/** A folder of the admin list (every status) by id. */
export const folderIn = (list: Answer, projectGroupID: string): { status: number; name: string; data: { trello: { boards: unknown[] } } } | undefined =>
  (list.body.groups as { projectGroupID: string; status: number; name: string; data: { trello: { boards: unknown[] } } }[]).find((g) => g.projectGroupID === projectGroupID);
