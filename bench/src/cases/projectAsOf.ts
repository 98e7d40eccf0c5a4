// Issue 21: a project as it was at any moment opens in under a second (`project_as_of`). One project
// with 50,000 events across its streams (members, files with versions, comments resolved and open,
// scenes saved again and again, tasks, tracked hours, and its many ProjectAccessed), appended straight
// to the product's event store at known times a minute apart, as the command API writes them. Then an
// admin opens it over HTTP at moments spread around the middle of its history, one request after
// another, and the 95th percentile is printed beside the target.
import { randomUUID } from 'node:crypto';
import { Calls, type EventType } from '@wb/contracts';
import { PostgresEventStore, type EventToAppend } from '@wb/platform';
import type { Pool } from 'pg';
import { signedInClients } from './apiClient';
import { startEmbeddedApp } from './embeddedApp';
import { Latencies, nowMs, reportUnder } from './latency';
import { waitForReadModels } from './readModels';

const EVENTS = 50_000;
const FILES = 200;
const SCENES = 50;
const TASKS = 100;
const MEMBERS = 8;
const WARMUP = 5;
const REQUESTS = 40;
const CATCH_UP_TIMEOUT_MS = 300_000;
const START = Date.parse('2025-01-01T00:00:00.000Z');
const MINUTE = 60_000;
const PATH = `/api${Calls.projectAsOf.getProjectAsOf.path}`;

interface Planned {
  readonly streamId: string;
  readonly type: EventType;
  readonly data: unknown;
}

/** The project's life, in order: every tenth event a change of its content, the rest people opening it. */
const plan = (projectID: string): Planned[] => {
  const events: Planned[] = [{ streamId: `project-${projectID}`, type: 'ProjectCreated', data: { projectID, name: 'Bench tides', groups: [], ownerUserID: 1 } }];
  for (let m = 0; m < MEMBERS; m += 1) events.push({ streamId: `project-${projectID}`, type: 'ProjectMemberJoined', data: { projectID, userID: 100 + m } });
  const fileIDs = Array.from({ length: FILES }, () => randomUUID());
  const sceneIDs = Array.from({ length: SCENES }, () => randomUUID());
  const taskIDs = Array.from({ length: TASKS }, () => randomUUID());
  const versions = new Map<string, number>();
  /** How many changes of each kind came before: the first of each file, scene and task creates it. */
  const seen = { file: 0, scene: 0, task: 0 };
  for (let n = 0; events.length < EVENTS; n += 1) {
    if (n % 10 !== 0) {
      events.push({ streamId: `project-${projectID}`, type: 'ProjectAccessed', data: { projectID, userID: 100 + (n % MEMBERS) } });
      continue;
    }
    const k = n / 10;
    const userID = 100 + (k % MEMBERS);
    switch (k % 8) {
      case 0: {
        const f = seen.file++;
        const fileID = fileIDs[f % FILES]!;
        if (f < FILES)
          events.push({
            streamId: `file-${fileID}`,
            type: 'FileUploaded',
            data: { fileID, uuid: fileID, name: `file ${k}.png`, type: 'image', url: `/f/${k}`, size: 1000, projectID, projectAssetType: null, userID, userName: 'Bench Member' },
          });
        else events.push({ streamId: `file-${fileID}`, type: 'FileVersionAdded', data: { fileID, url: `/f/${k}`, size: 1200, userID, userName: 'Bench Member' } });
        break;
      }
      case 1:
      case 2: {
        const commentID = randomUUID();
        events.push({
          streamId: `projectcomments-${projectID}`,
          type: 'CommentAdded',
          data: {
            commentID,
            projectID,
            fileID: null,
            fileVersion: null,
            userID,
            text: `Comment ${k}`,
            timestamp: null,
            parentCommentID: null,
            replyToCommentID: null,
            annotations: [],
            anonymous: false,
            mentionedUserIDs: [],
          },
        });
        if (k % 16 === 1) events.push({ streamId: `projectcomments-${projectID}`, type: 'CommentResolved', data: { commentID, projectID, fileID: null, userID: 1, resolved: true } });
        break;
      }
      case 3: {
        const c = seen.scene++;
        const sceneID = sceneIDs[c % SCENES]!;
        if (c < SCENES)
          events.push({
            streamId: `scene-${sceneID}`,
            type: 'SceneCreated',
            data: { sceneID, projectID, name: `Scene ${k}`, duration: 10_000, width: 1920, height: 1080, userID, copiedFrom: null, importedFrom: null },
          });
        else {
          const version = (versions.get(sceneID) ?? 0) + 1;
          versions.set(sceneID, version);
          events.push({
            streamId: `scene-${sceneID}`,
            type: 'SceneDocumentSaved',
            data: {
              sceneID,
              version,
              key: `doc-${sceneID}-${version}`,
              hash: 'h',
              bytes: 2000,
              elementCount: version % 40,
              duration: 10_000,
              userID,
              userName: 'Bench Member',
              restoredFrom: null,
              importedFrom: null,
            },
          });
        }
        break;
      }
      case 4: {
        const t = seen.task++;
        const taskID = taskIDs[t % TASKS]!;
        events.push(
          t < TASKS
            ? { streamId: `task-${taskID}`, type: 'TaskAssigned', data: { taskID, creatorUserID: 1, text: `Task ${k}`, notes: '', dueDate: null, projectID, assigneeUserID: userID } }
            : { streamId: `task-${taskID}`, type: 'TaskStatusChanged', data: { taskID, userID, status: k % 3 === 0 ? 2 : 1, completedOn: null } },
        );
        break;
      }
      case 5:
        events.push({
          streamId: `tracking-${projectID}`,
          type: 'TrackingTaskUpdated',
          data: { projectID, taskID: k % 6, userID, date: new Date(START + k * MINUTE * 10).toISOString().slice(0, 10), hours: 1 },
        });
        break;
      case 6:
        events.push({ streamId: `project-${projectID}`, type: 'ProjectRenamed', data: { projectID, name: `Bench tides ${k}`, previousName: 'Bench tides' } });
        break;
      default:
        events.push({ streamId: `tracking-${projectID}`, type: 'TrackingWordCountUpdated', data: { projectID, wordCount: k } });
    }
  }
  return events;
};

const eventAt = (planned: Planned, n: number): EventToAppend =>
  ({
    type: planned.type,
    data: planned.data,
    metadata: { eventId: randomUUID(), causationId: randomUUID(), correlationId: randomUUID(), userID: 1, time: new Date(START + n * MINUTE).toISOString(), schemaVersion: 1 },
  }) as EventToAppend;

/** Appends the plan in order, runs of one stream as one append; answers the last global position. */
const seed = async (pool: Pool, planned: readonly Planned[]): Promise<bigint> => {
  const store = await PostgresEventStore.create(pool);
  let last = 0n;
  try {
    for (let n = 0; n < planned.length;) {
      const streamId = planned[n]!.streamId;
      const run: EventToAppend[] = [];
      while (n < planned.length && planned[n]!.streamId === streamId && run.length < 500) {
        run.push(eventAt(planned[n]!, n));
        n += 1;
      }
      last = (await store.appendToStream(streamId, run, { expectedRevision: 'any' })).position.globalPosition;
    }
    return last;
  } finally {
    await store.close();
  }
};

export const benchProjectAsOf = async (pool: Pool): Promise<void> => {
  const app = await startEmbeddedApp(pool);
  try {
    const projectID = randomUUID();
    const seedStart = nowMs();
    const planned = plan(projectID);
    const last = await seed(pool, planned);
    const users = await signedInClients(app.url, app.adminEmail, app.adminPassword, 1);
    try {
      const client = users.clients[0];
      if (!client) throw new Error('no signed-in client');
      await waitForReadModels(client, pool, last, CATCH_UP_TIMEOUT_MS);
      await pool.query('VACUUM (ANALYZE)');
      console.log(`# project as of: ${planned.length} events of one project seeded and projected in ${((nowMs() - seedStart) / 1000).toFixed(1)} s`);
      // Moments around the middle of its history, a few hours apart, so no two answers are the same.
      const momentOf = (n: number) => new Date(START + (planned.length / 2 + (n - REQUESTS / 2) * 37) * MINUTE).toISOString();
      const middle = (await client.ok(PATH, { projectID, at: momentOf(REQUESTS / 2) })).body as { snapshot: { files: unknown[]; comments: unknown[]; scenes: unknown[] } };
      const { files, comments, scenes } = middle.snapshot;
      if (files.length === 0 || comments.length === 0 || scenes.length === 0) throw new Error('the project at its middle moment is missing files, comments or scenes');
      console.log(`# project as of: the middle moment holds ${files.length} files, ${comments.length} comments, ${scenes.length} scenes`);
      for (let n = 0; n < WARMUP; n += 1) await client.ok(PATH, { projectID, at: momentOf(n) }, {}, false);
      const answers = new Latencies();
      for (let n = 0; n < REQUESTS; n += 1) {
        const start = nowMs();
        await client.ok(PATH, { projectID, at: momentOf(n) }, {}, false);
        answers.add(nowMs() - start);
      }
      console.log(`# project as of: ${answers.count} opens, p50 ${answers.percentile(50).toFixed(1)} ms`);
      reportUnder('project_as_of', answers.percentile(95), 'ms', 1000);
    } finally {
      users.close();
    }
  } finally {
    await app.stop();
  }
};
