// Saving scene documents through the HTTP API (docs/decisions/scenes-backend.md): a few users, each editing
// their own scene of 500 elements, save it again and again with one element changed each time, as
// the editor's autosave does. Each save is the whole document: serialized, stored as a new version in
// the DocumentStore, recorded as an event. Target: p95 under 100 ms.
import { Calls, ProjectCalls } from '@wb/contracts';
import type { Pool } from 'pg';
import { report, runFor } from '../measure';
import { signedInClients, type ApiClient } from './apiClient';
import { startEmbeddedApp } from './embeddedApp';
import { Latencies, nowMs, reportUnder } from './latency';

const USERS = 4;
const ELEMENTS = 500;
const TARGET_P95_MS = 100;
const SAVE = `/api${Calls.editor.saveSceneDocument.path}`;

/** A path element as the pencil draws it: a stroke of 40 points, with a position and an opacity keyframe. */
export const elementOf = (i: number, shift: number) => ({
  id: `el-${i}`,
  name: `Stroke ${i}`,
  type: 'path',
  start: (i % 30) * 1000,
  duration: 10_000,
  d: `M${i} ${i}${Array.from({ length: 40 }, (_, p) => ` L${i + p * 3} ${i + ((p * 7) % 50)}`).join('')}`,
  props: { translateX: (i % 40) * 48 + shift, translateY: Math.floor(i / 40) * 80, scaleX: 1, scaleY: 1, opacity: 1, style: { stroke: '#222222', strokeWidth: 4 } },
  keyframes: {
    position: [{ id: `p-${i}`, time: (i % 30) * 1000, translateX: (i % 40) * 48, translateY: Math.floor(i / 40) * 80 }],
    opacity: [{ id: `o-${i}`, time: (i % 30) * 1000, opacity: 1 }],
  },
});

interface Editor {
  readonly client: ApiClient;
  readonly sceneID: string;
  readonly elements: ReturnType<typeof elementOf>[];
  version: number;
  edits: number;
}

const newEditor = async (client: ApiClient, projectID: string, user: number): Promise<Editor> => {
  const created = await client.ok(`/api${Calls.scene.createProjectScene.path}`, { projectID, name: `Bench scene ${user}` });
  const { sceneID } = (created.body as { scene: { sceneID: string } }).scene;
  return { client, sceneID, elements: Array.from({ length: ELEMENTS }, (_, i) => elementOf(i, 0)), version: 0, edits: 0 };
};

/** Moves one element (a different one each time) and saves the whole document on the version it had. */
const saveOnce = async (editor: Editor, latencies: Latencies, measuring: () => boolean): Promise<number> => {
  editor.edits += 1;
  const changed = editor.edits % ELEMENTS;
  editor.elements[changed] = elementOf(changed, editor.edits);
  const document = { sceneID: editor.sceneID, duration: 40_000, elements: editor.elements };
  const sent = nowMs();
  const saved = await editor.client.ok(SAVE, { sceneID: editor.sceneID, baseVersion: editor.version, document });
  if (measuring()) latencies.add(nowMs() - sent);
  editor.version = (saved.body as { version: number }).version;
  return 1;
};

export const benchSceneSave = async (pool: Pool): Promise<void> => {
  const app = await startEmbeddedApp(pool);
  try {
    const users = await signedInClients(app.url, app.adminEmail, app.adminPassword, USERS);
    try {
      const [first] = users.clients;
      if (!first) throw new Error('no client');
      const project = await first.ok(`/api${ProjectCalls.create.path}`, { name: 'Scene save bench', groups: [] });
      const { projectID } = (project.body as { project: { projectID: string } }).project;
      const editors = await Promise.all(users.clients.map((client, user) => newEditor(client, projectID, user)));
      const bytes = Buffer.byteLength(JSON.stringify({ elements: editors[0]?.elements ?? [] }));
      report('scene_save_500_document', Math.round(bytes / 1024), 'KB');
      // One user alone first: the save itself, without other users' saves queued on the same cores.
      const alone = new Latencies();
      await runFor(1, (_user, measuring) => saveOnce(editors[0] as Editor, alone, measuring));
      report('scene_save_500_one_user_p95', alone.percentile(95), 'ms');
      const latencies = new Latencies();
      const rate = await runFor(USERS, (user, measuring) => {
        const editor = editors[user];
        if (!editor) throw new Error(`no editor ${user}`);
        return saveOnce(editor, latencies, measuring);
      });
      report('scene_save_500_p50', latencies.percentile(50), 'ms');
      reportUnder('scene_save_500_p95', latencies.percentile(95), 'ms', TARGET_P95_MS);
      report('scene_save_500_saves', rate.perSecond, 'saves/s');
    } finally {
      users.close();
    }
  } finally {
    await app.stop();
  }
};
