// /projectAsOf/getProjectAsOf and /projectAsOf/compareProjectAsOf: the project's streams (the
// projectStreams read model) read from the event store up to one global position and folded
// (docs/decisions/projectAsOf.md says why this query reads the event store).
import { Calls, Messages, satisfies, type AsOfCut, type AsOfMoment, type ProjectSnapshot } from '@wb/contracts';
import { ApiError, type EventStore, type Pool } from '@wb/platform';
import { queryCall, type Asker, type QueryRoute } from '../shared/queryCall';
import { compareSnapshots } from './compare';
import { FOLD_EVENT_TYPES, foldProject, namesNeeded, toSnapshot, type Names } from './fold';
import { cutAtTime } from './cut';
import { readUpTo } from './storeReads';

/** Past every position: "now". */
const END = 9_223_372_036_854_775_807n;

const streamsOf = async (pool: Pool, projectID: string): Promise<string[]> =>
  (await pool.query<{ stream_id: string }>('SELECT stream_id FROM project_streams WHERE project_id = $1', [projectID])).rows.map((r) => r.stream_id);

/**
 * Admins who audit or manage projects see any project; others only a project they are a member of
 * (membership is never taken back, so a member now was not kept out of any moment they could see).
 * A project that never existed is 404 for admins and 403 for everyone else, so no one learns of it.
 */
const checkAccess = async (pool: Pool, projectID: string, asker: Asker): Promise<void> => {
  const { rows } = await pool.query<{ member: boolean }>('SELECT bool_or(user_id = $2) AS member FROM project_stream_members WHERE project_id = $1', [projectID, asker.userID]);
  const member = rows[0]?.member ?? null;
  if (member === true) return;
  if (!satisfies(asker.grants, 'admin.reports') && !satisfies(asker.grants, 'admin.projects')) throw new ApiError('forbidden', Messages.asOfNotAllowed);
  if (member === null) throw new ApiError('notFound', Messages.asOfProjectNotFound);
};

const namesOf = async (pool: Pool, needed: ReturnType<typeof namesNeeded>): Promise<Names> => {
  const [people, folders] = await Promise.all([
    pool.query<{ user_id: number; name: string }>('SELECT user_id, name FROM project_stream_people WHERE user_id = ANY($1::integer[])', [needed.userIDs]),
    pool.query<{ folder_id: string; name: string }>('SELECT folder_id, name FROM project_stream_folders WHERE folder_id = ANY($1::text[])', [needed.folderIDs]),
  ]);
  return { people: new Map(people.rows.map((r) => [r.user_id, r.name])), folders: new Map(folders.rows.map((r) => [r.folder_id, r.name])) };
};

interface AsOf {
  readonly cut: AsOfCut;
  readonly snapshot: ProjectSnapshot;
}

/**
 * A date-time is cut in the same read as the events: the project's events of the folded types are read
 * to the end and cut at the last one at or before it (one scan of the project's streams; a separate
 * query for the position scanned them twice).
 */
const projectAsOf = async (pool: Pool, store: EventStore, projectID: string, streams: readonly string[], moment: AsOfMoment): Promise<AsOf> => {
  const upTo = moment.position !== undefined ? BigInt(moment.position) : END;
  const read = await readUpTo(store, streams, upTo, FOLD_EVENT_TYPES);
  const events = moment.at !== undefined ? cutAtTime(read, moment.at) : read;
  const state = foldProject(projectID, events);
  const last = events.at(-1);
  return {
    cut: { position: last ? last.position.globalPosition.toString() : null, at: last ? last.metadata.time : null },
    snapshot: toSnapshot(state, await namesOf(pool, namesNeeded(state))),
  };
};

export const projectAsOfHandlers = (pool: Pool, store: EventStore): QueryRoute[] => [
  queryCall(Calls.projectAsOf.getProjectAsOf, async ({ projectID, at, position }, asker) => {
    await checkAccess(pool, projectID, asker);
    const asOf = await projectAsOf(pool, store, projectID, await streamsOf(pool, projectID), { at, position });
    return { projectID, ...asOf };
  }),
  queryCall(Calls.projectAsOf.compareProjectAsOf, async ({ projectID, from, to }, asker) => {
    await checkAccess(pool, projectID, asker);
    const streams = await streamsOf(pool, projectID);
    const [before, after] = await Promise.all([projectAsOf(pool, store, projectID, streams, from), projectAsOf(pool, store, projectID, streams, to)]);
    return { projectID, from: before.cut, to: after.cut, changes: compareSnapshots(before.snapshot, after.snapshot) };
  }),
];
