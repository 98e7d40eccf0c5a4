// The cast of the history tests: the projects' cast, a holder of admin.reports who is no other admin,
// and someone whose name a spreadsheet would run as a formula; helpers that read a history once the
// writes before show in it.
import { SESSION_COOKIE } from '@wb/platform';
import type { Answer } from '../../testing/httpClient';
import { after, startProjectsWorld, type Person, type ProjectsWorld } from '../projects/projectsWorld';
import { addPerson } from '../shared/people';

export interface HistoryWorld extends ProjectsWorld {
  /** admin.reports only */
  readonly auditor: Person;
  /** content.projects-edit, given name '=HYPERLINK("x")' */
  readonly formula: Person;
}

/**
 * Waits until the query API knows a person just added (it answers 401 until the users read model has
 * them, after a 2 s wait that a loaded machine's projections may need more than).
 */
const known = async (who: Person, path: string): Promise<Person> => {
  for (let i = 0; i < 60; i++) {
    if ((await who.client.post(path, {})).status !== 401) return who;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`user ${who.userID} never became known to the query API`);
};

export const startHistoryWorld = async (): Promise<HistoryWorld> => {
  const world = await startProjectsWorld();
  const { app, admin } = world;
  const auditor = await addPerson(app, admin.client, { userID: 7, givenName: 'Rita', grants: ['admin.reports'] });
  const formula = await addPerson(app, admin.client, { userID: 8, givenName: '=HYPERLINK("x")', email: 'formula@example.com', grants: ['content.projects-edit'] });
  return { ...world, auditor: await known(auditor, '/api/admin/getAudit'), formula: await known(formula, '/api/project/getProjectGroups') };
};

export interface Entry {
  position: string;
  streamId: string;
  type: string;
  kind: string;
  actorID: number | null;
  actorName: string | null;
  at: string;
  summary: string;
  changes: { field: string; before: unknown; after: unknown }[];
  projectID: string | null;
}

export interface Page {
  entries: Entry[];
  next: string | null;
}

/** A command that must succeed. */
export const must = async (who: Person, path: string, body: unknown): Promise<Answer> => {
  const answer = await who.client.post(`/api${path}`, body);
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.text}`);
  return answer;
};

/**
 * Waits until the audit trail (read by root) holds the event at `last`'s position: read-your-writes
 * waits only 2 s, and a loaded machine's projections may take longer to catch up.
 */
export const settled = async (admin: Person, last: Answer): Promise<void> => {
  const position = BigInt(last.headers.get('X-Position') ?? '0');
  for (let i = 0; i < 60; i++) {
    const page = await admin.client.post('/api/admin/getAudit', { limit: 100 }, after(last));
    if ((page.body as Page).entries?.some((e) => BigInt(e.position) >= position)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the history never showed position ${position}`);
};

/** A history as `who` reads it once `last` shows (any answer: the test checks it). */
export const historyAfter = (who: Person, last: Answer, body: Record<string, unknown>): Promise<Answer> => who.client.post('/api/history/getHistory', body, after(last));

/** A GET of a download with `who`'s session. */
export const download = (baseUrl: string, who: Person | null, path: string, signal?: AbortSignal): Promise<Response> => {
  const session = who?.client.cookie(SESSION_COOKIE);
  return fetch(`${baseUrl}${path}`, { headers: session ? { cookie: `${SESSION_COOKIE}=${session}` } : {}, signal });
};
