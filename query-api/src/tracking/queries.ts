// The tracking read model's read: /tracking/getUserTasks answers the entries of a project (the contents
// page), or of a user across projects (the caller's own when neither is named), with their totals
// (docs/decisions/tracking.md).
import { Calls, TrackingTaskTypes, type TrackingAnswer, type TrackingEntry, type TrackingTotals, type TrackingUser } from '@wb/contracts';
import type { Pool } from '@wb/platform';
import { queryCall, type QueryRoute } from '../shared/queryCall';

/** The most entries one answer holds, newest days first. */
const MAX_ENTRIES = 10_000;

interface EntryRow {
  project_id: string;
  task_id: number;
  user_id: number;
  day: string;
  hours: number;
  given_name: string | null;
  family_name: string | null;
  project_name: string | null;
  word_count: number | null;
}

const SELECT = `
  SELECT e.project_id, e.task_id, e.user_id, e.day, e.hours, u.given_name, u.family_name, p.name AS project_name, p.word_count
  FROM tracking_entries e
  LEFT JOIN tracking_users u ON u.user_id = e.user_id
  LEFT JOIN tracking_projects p ON p.project_id = e.project_id`;
const ORDER = `ORDER BY e.day DESC, e.task_id, e.user_id, e.project_id LIMIT ${MAX_ENTRIES}`;

const toEntry = (row: EntryRow): TrackingEntry => ({
  taskID: row.task_id,
  userID: row.user_id,
  user: { userID: row.user_id, givenName: row.given_name ?? `User ${row.user_id}`, familyName: row.family_name ?? '' },
  hours: row.hours,
  date: row.day,
  projectName: row.project_name ?? '',
  projectID: row.project_id,
  wordCount: row.word_count,
});

/** Sums kept to the hundredth, as the entries are. */
const round = (n: number): number => Math.round(n * 100) / 100 + 0;

const totalsOf = (entries: readonly TrackingEntry[]): TrackingTotals => {
  const byTask = new Map<number, number>(TrackingTaskTypes.map((t) => [t.taskID, 0]));
  const byUser = new Map<number, { user: TrackingUser; hours: number }>();
  for (const e of entries) {
    byTask.set(e.taskID, (byTask.get(e.taskID) ?? 0) + e.hours);
    const held = byUser.get(e.userID) ?? { user: e.user, hours: 0 };
    byUser.set(e.userID, { user: held.user, hours: held.hours + e.hours });
  }
  const users = [...byUser.values()].sort((a, b) => `${a.user.givenName} ${a.user.familyName}`.localeCompare(`${b.user.givenName} ${b.user.familyName}`) || a.user.userID - b.user.userID);
  return {
    hours: round(entries.reduce((sum, e) => sum + e.hours, 0)),
    byTask: [...byTask].map(([taskID, hours]) => ({ taskID, hours: round(hours) })),
    byUser: users.map((u) => ({ user: u.user, hours: round(u.hours) })),
  };
};

const projectTracking = async (pool: Pool, projectID: string, userID: number | undefined): Promise<TrackingAnswer> => {
  const [entries, project] = await Promise.all([
    pool.query<EntryRow>(`${SELECT} WHERE e.project_id = $1 AND ($2::integer IS NULL OR e.user_id = $2) ${ORDER}`, [projectID, userID ?? null]),
    pool.query<{ word_count: number | null }>('SELECT word_count FROM tracking_projects WHERE project_id = $1', [projectID]),
  ]);
  const tracking = entries.rows.map(toEntry);
  return { tracking, wordCount: project.rows[0]?.word_count ?? null, totals: totalsOf(tracking) };
};

const userTracking = async (pool: Pool, userID: number): Promise<TrackingAnswer> => {
  const { rows } = await pool.query<EntryRow>(`${SELECT} WHERE e.user_id = $1 ${ORDER}`, [userID]);
  const tracking = rows.map(toEntry);
  return { tracking, wordCount: null, totals: totalsOf(tracking) };
};

export const trackingHandlers = (pool: Pool): QueryRoute[] => [
  queryCall(Calls.tracking.getUserTasks, async (input, asker) =>
    input.projectID === undefined ? userTracking(pool, input.userID ?? asker.userID) : projectTracking(pool, input.projectID, input.userID),
  ),
];
