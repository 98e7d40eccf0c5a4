// The project the contents_open bench opens (issue 20, "Performance"): 2,000 tracking entries, 500
// tasks, 1,000 activity items and 300 files. Each seeder appends one kind of content to the project
// through the product's own events; CONTENTS_SEEDERS lists them (files, comments, tracking, tasks), and
// a new kind of content on the page adds its seeder there.
import { randomUUID } from 'node:crypto';
import type { EventData, EventType } from '@wb/contracts';
import { PostgresEventStore, type EventToAppend } from '@wb/platform';
import type { Pool } from 'pg';

export const SEEDED = { files: 300, activityItems: 1_000, trackingEntries: 2_000, tasks: 500 } as const;

const HOUR_MS = 60 * 60 * 1000;

/** What a seeder knows of the project it fills, and how it appends. */
export interface SeedContext {
  readonly projectID: string;
  readonly ownerUserID: number;
  /** The project's files for review (the files seeder fills it; the comments seeder comments on them). */
  readonly fileIDs: string[];
  /** Appends events to a stream; answers the global position of the last. */
  append(streamId: string, events: readonly EventToAppend[]): Promise<bigint>;
  /** An event of the product, at the given time. */
  event<T extends EventType>(type: T, data: EventData<T>, time: Date): EventToAppend;
}

export interface ContentsSeeder {
  readonly name: string;
  seed(context: SeedContext): Promise<void>;
}

/** The project's files for review: each upload two hours after the last, so each is an activity item of its own. */
const files: ContentsSeeder = {
  name: 'files',
  async seed(c) {
    const start = Date.now() - SEEDED.activityItems * 2 * HOUR_MS;
    for (let n = 0; n < SEEDED.files; n += 1) {
      const fileID = randomUUID();
      const time = new Date(start + n * 2 * HOUR_MS);
      const name = `Scene ${n + 1}.svg`;
      await c.append(`file-${fileID}`, [
        c.event(
          'FileUploaded',
          {
            fileID,
            uuid: randomUUID(),
            name,
            type: 'svg',
            url: `/api/v1/blobs/asset/2026/01/${fileID}.svg`,
            size: 20_000,
            projectID: c.projectID,
            projectAssetType: null,
            userID: c.ownerUserID,
            userName: 'Bench Admin',
          },
          time,
        ),
        c.event('FileLinkedToProject', { fileID, projectID: c.projectID, projectName: 'Contents bench' }, time),
      ]);
      c.fileIDs.push(fileID);
    }
  },
};

/** The rest of the activity: comments, half on the project itself and half on its files. */
const comments: ContentsSeeder = {
  name: 'comments',
  async seed(c) {
    const count = SEEDED.activityItems - SEEDED.files;
    const start = Date.now() - count * HOUR_MS;
    const comment = (n: number, fileID: string | null): EventToAppend =>
      c.event(
        'CommentAdded',
        {
          commentID: randomUUID(),
          projectID: c.projectID,
          fileID,
          fileVersion: fileID === null ? null : 1,
          userID: c.ownerUserID,
          text: `Comment ${n + 1}: the timing of this part could be a little slower, and the colours brighter.`,
          timestamp: null,
          parentCommentID: null,
          replyToCommentID: null,
          annotations: [],
          anonymous: false,
          mentionedUserIDs: [],
        },
        new Date(start + n * HOUR_MS),
      );
    const onProject: EventToAppend[] = [];
    for (let n = 0; n < count; n += 1) {
      const fileID = n % 2 === 1 ? c.fileIDs[n % c.fileIDs.length] : undefined;
      if (fileID === undefined) onProject.push(comment(n, null));
      else await c.append(`filecomments-${fileID}`, [comment(n, fileID)]);
    }
    for (let i = 0; i < onProject.length; i += 100) await c.append(`projectcomments-${c.projectID}`, onProject.slice(i, i + 100));
  },
};

/** Hours per production role (the six task types) per day: SEEDED.trackingEntries entries, and a word count. */
const tracking: ContentsSeeder = {
  name: 'tracking',
  async seed(c) {
    const start = Date.UTC(2025, 0, 1);
    const events: EventToAppend[] = [];
    for (let n = 0; n < SEEDED.trackingEntries; n += 1) {
      const date = new Date(start + Math.floor(n / 6) * 24 * HOUR_MS).toISOString().slice(0, 10);
      events.push(c.event('TrackingTaskUpdated', { projectID: c.projectID, taskID: n % 6, userID: c.ownerUserID, date, hours: 1 + (n % 4) * 0.5 }, new Date()));
    }
    events.push(c.event('TrackingWordCountUpdated', { projectID: c.projectID, wordCount: 1800 }, new Date()));
    for (let i = 0; i < events.length; i += 200) await c.append(`tracking-${c.projectID}`, events.slice(i, i + 200));
  },
};

/** SEEDED.tasks tasks of the project, assigned to its owner; every other one done. */
const tasks: ContentsSeeder = {
  name: 'tasks',
  async seed(c) {
    for (let n = 0; n < SEEDED.tasks; n += 1) {
      const taskID = randomUUID();
      const details = { text: `Task ${n + 1}: check the timing of scene ${(n % 40) + 1}`, notes: '', dueDate: null, projectID: c.projectID, assigneeUserID: c.ownerUserID };
      const events = [c.event('TaskAssigned', { taskID, creatorUserID: c.ownerUserID, ...details }, new Date())];
      if (n % 2 === 1) events.push(c.event('TaskStatusChanged', { taskID, userID: c.ownerUserID, status: 2, completedOn: new Date().toISOString() }, new Date()));
      await c.append(`task-${taskID}`, events);
    }
  },
};

/** Every seeder, in order: a new kind of the page's content adds its seeder here. */
export const CONTENTS_SEEDERS: readonly ContentsSeeder[] = [files, comments, tracking, tasks];

/** A project owned by ownerUserID, filled by every seeder; answers it and the global position of the last append. */
export const seedContentsProject = async (pool: Pool, ownerUserID: number): Promise<{ projectID: string; lastPosition: bigint }> => {
  const store = await PostgresEventStore.create(pool);
  const projectID = randomUUID();
  let last = 0n;
  const context: SeedContext = {
    projectID,
    ownerUserID,
    fileIDs: [],
    async append(streamId, events) {
      const { position } = await store.appendToStream(streamId, [...events], { expectedRevision: 'any' });
      if (position.globalPosition > last) last = position.globalPosition;
      return position.globalPosition;
    },
    event(type, data, time) {
      return {
        type,
        data,
        metadata: { eventId: randomUUID(), causationId: randomUUID(), correlationId: randomUUID(), userID: ownerUserID, time: time.toISOString(), schemaVersion: 1 },
      };
    },
  };
  try {
    await context.append(`project-${projectID}`, [context.event('ProjectCreated', { projectID, name: `Contents bench ${projectID.slice(0, 8)}`, groups: [], ownerUserID }, new Date())]);
    for (const seeder of CONTENTS_SEEDERS) await seeder.seed(context);
  } finally {
    await store.close();
  }
  return { projectID, lastPosition: last };
};
