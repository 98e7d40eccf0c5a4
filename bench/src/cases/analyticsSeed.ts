// A year of tracking for 50 people, appended straight to the product's event store as the command API
// writes it: the people, five folders, a project started every other day (each worked on for about
// three weeks, with its word count), and on every working day one or two entries per person on the
// projects running then, in the person's own task type. About 20,000 entries, appended per project in
// batches to its tracking stream.
import { randomUUID } from 'node:crypto';
import type { EventType } from '@wb/contracts';
import { PostgresEventStore, type EventToAppend } from '@wb/platform';
import type { Pool } from 'pg';

export const PEOPLE = 50;
export const FIRST_USER = 1000;
const FOLDERS = 5;
const DAYS = 365;
const PROJECT_EVERY_DAYS = 2;
const PROJECT_DAYS = 21;
const BATCH = 200;
const APPENDERS = 16;
const DAY_MS = 86_400_000;

export interface AnalyticsSeed {
  /** The highest global position appended. */
  readonly last: bigint;
  readonly entries: number;
  readonly folderIDs: readonly string[];
}

const eventOf = (type: EventType, data: unknown, time: string): EventToAppend =>
  ({
    type,
    data,
    metadata: { eventId: randomUUID(), causationId: randomUUID(), correlationId: randomUUID(), userID: 1, time, schemaVersion: 1 },
  }) as EventToAppend;

const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Every stream's events, in order: people, folders, then each project with its tracking. */
const streamsOf = (today: number): { streams: [string, EventToAppend[]][]; entries: number; folderIDs: string[] } => {
  const now = new Date(today).toISOString();
  const streams: [string, EventToAppend[]][] = [];
  for (let n = 0; n < PEOPLE; n += 1) {
    const userID = FIRST_USER + n;
    streams.push([`user-${userID}`, [eventOf('UserAdded', { userID, email: `worker${n}@example.org`, givenName: `Worker${n}`, familyName: 'Bench' }, now)]]);
  }
  const folderIDs = Array.from({ length: FOLDERS }, () => randomUUID());
  folderIDs.forEach((projectGroupID, n) => streams.push([`folder-${projectGroupID}`, [eventOf('FolderCreated', { projectGroupID, name: `Course ${n + 1}` }, now)]]));
  const start = today - DAYS * DAY_MS;
  const projects = Array.from({ length: DAYS / PROJECT_EVERY_DAYS }, (_, n) => ({ projectID: randomUUID(), startMs: start + n * PROJECT_EVERY_DAYS * DAY_MS, n }));
  const tracking = new Map<string, EventToAppend[]>(projects.map((p) => [p.projectID, []]));
  let entries = 0;
  for (let d = 0; d <= DAYS; d += 1) {
    const ms = start + d * DAY_MS;
    const weekday = new Date(ms).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const running = projects.filter((p) => p.startMs <= ms && ms < p.startMs + PROJECT_DAYS * DAY_MS);
    if (running.length === 0) continue;
    for (let person = 0; person < PEOPLE; person += 1) {
      const picks = (person + d) % 2 === 0 ? 2 : 1;
      for (let k = 0; k < picks; k += 1) {
        const project = running[(person * 7 + d + k * 3) % running.length];
        if (!project) continue;
        const data = { projectID: project.projectID, taskID: (person + k) % 6, userID: FIRST_USER + person, date: dayOf(ms), hours: 1 + ((person + d + k) % 6) * 0.5 };
        tracking.get(project.projectID)?.push(eventOf('TrackingTaskUpdated', data, new Date(ms + 17 * 3_600_000).toISOString()));
        entries += 1;
      }
    }
  }
  for (const p of projects) {
    const created = new Date(p.startMs).toISOString();
    const groups = [folderIDs[p.n % FOLDERS] ?? ''];
    streams.push([`project-${p.projectID}`, [eventOf('ProjectCreated', { projectID: p.projectID, name: `Lesson ${p.n + 1}`, groups, ownerUserID: 1 }, created)]]);
    const words = eventOf('TrackingWordCountUpdated', { projectID: p.projectID, wordCount: 800 + ((p.n * 37) % 20) * 100 }, created);
    streams.push([`tracking-${p.projectID}`, [words, ...(tracking.get(p.projectID) ?? [])]]);
  }
  return { streams, entries, folderIDs };
};

export const seedAnalytics = async (pool: Pool, today: number): Promise<AnalyticsSeed> => {
  const store = await PostgresEventStore.create(pool);
  const { streams, entries, folderIDs } = streamsOf(today);
  // Each stream's batches in order; streams in parallel (a project's stream after the people and folders it names is not needed: projections copy names by id).
  const batches = streams.flatMap(([streamId, events]) =>
    Array.from({ length: Math.ceil(events.length / BATCH) }, (_, b) => ({ streamId, events: events.slice(b * BATCH, (b + 1) * BATCH), first: b === 0 })),
  );
  const byStream = new Map<string, typeof batches>();
  for (const batch of batches) byStream.set(batch.streamId, [...(byStream.get(batch.streamId) ?? []), batch]);
  const queue = [...byStream.values()];
  let last = 0n;
  try {
    await Promise.all(
      Array.from({ length: APPENDERS }, async () => {
        for (let work = queue.shift(); work; work = queue.shift()) {
          for (const batch of work) {
            const { position } = await store.appendToStream(batch.streamId, batch.events, { expectedRevision: batch.first ? 'noStream' : 'any' });
            if (position.globalPosition > last) last = position.globalPosition;
          }
        }
      }),
    );
    return { last, entries, folderIDs };
  } finally {
    await store.close();
  }
};
