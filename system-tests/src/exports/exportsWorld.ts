// What the exports tests share: a saved scene, a project's SVG file for review, the exports the
// dashboard and the files page show, and the exporter's reports sent as the exporter sends them
// (command-api's ExportReports over the product's event store), so completion is tested without
// waiting for a render.
import { Pool } from 'pg';
import { exportReports } from '@wb/command-api';
import { CURRENT_SCHEMA_VERSION, type EventType, type ExportReports, type FileExport, type SceneExport } from '@wb/contracts';
import { PostgresEventStore } from '@wb/platform';
import { uploadedFile } from '../acceptance/assets/storedUploads';
import type { Person, ProjectsWorld } from '../acceptance/projects/projectsWorld';
import { GOOD_SVG, documentOf, must, newScene } from '../acceptance/scenes/scenesWorld';

export { NO_GROUPS_SVG, must, newProject, newScene } from '../acceptance/scenes/scenesWorld';

/**
 * The size of what these tests export: a quarter of 1080p a side. The same pipeline (browser frames,
 * encoder, parts, join) at a sixteenth of the pixels, so an export row takes seconds, not tens of them;
 * the render tests (exporter/src/render) and the fault suite export at full size.
 */
const EXPORT_SIZE = { width: 480, height: 270 } as const;

/** GOOD_SVG drawn at EXPORT_SIZE: a file export's size is its drawing's. */
const SMALL_GOOD_SVG = GOOD_SVG.replace('viewBox="0 0 1920 1080"', `viewBox="0 0 ${EXPORT_SIZE.width} ${EXPORT_SIZE.height}"`);
if (SMALL_GOOD_SVG === GOOD_SVG) throw new Error('GOOD_SVG no longer has the 1920x1080 viewBox these tests shrink');

/** A scene of the project, EXPORT_SIZE, with one saved version (what an export renders). */
export const savedScene = async (who: Person, projectID: string, durationMs = 2_000): Promise<string> => {
  const { sceneID } = (await newScene(who, projectID, undefined, EXPORT_SIZE)).scene;
  await must(who, '/api/editor/saveSceneDocument', { sceneID, baseVersion: 0, document: documentOf(sceneID, 2, -1, durationMs) });
  return sceneID;
};

/** A file uploaded and recorded as the project's file for review (by the admin, who may record files); an svg of `text`. */
export const projectFile = async (world: ProjectsWorld, projectID: string, name: string, text = SMALL_GOOD_SVG): Promise<string> => {
  const file = await uploadedFile(world.admin, name, 'asset', name.endsWith('.svg') ? Buffer.from(text) : undefined);
  const answer = await must(world.admin, '/api/project/addFile', { projectID, name, type: file.type, size: file.size, data: { url: file.url } });
  return answer.body.file.fileID as string;
};

/** The scene's exports as the dashboard shows them, read with `headers` (X-Min-Position). */
export const sceneExports = async (who: Person, projectID: string, sceneID: string, headers: Record<string, string>): Promise<SceneExport[]> => {
  const answer = await who.client.post('/api/scene/getByProjectID', { projectID }, headers);
  if (answer.status !== 200) throw new Error(`getByProjectID: ${answer.status} ${answer.text}`);
  return (answer.body.exports as { sceneID: string; exports: SceneExport[] }[]).find((e) => e.sceneID === sceneID)?.exports ?? [];
};

/** The file's exports as the files page shows them, read with `headers` (X-Min-Position). */
export const fileExports = async (who: Person, projectID: string, fileID: string, headers: Record<string, string>): Promise<FileExport[]> => {
  const answer = await who.client.post('/api/files/getProjectFiles', { projectID }, headers);
  if (answer.status !== 200) throw new Error(`getProjectFiles: ${answer.status} ${answer.text}`);
  return (answer.body.files as { fileID: string; fileExports: FileExport[] }[]).find((f) => f.fileID === fileID)?.fileExports ?? [];
};

export interface ExporterSide {
  readonly reports: ExportReports;
  /** Appends events as a command would (for a state only time makes: an export added hours ago). */
  append(streamId: string, type: EventType, data: unknown): Promise<void>;
  /** The attempts a stream's requests recorded, in order. */
  attempts(streamId: string): Promise<number[]>;
  /** X-Min-Position of the store's last event: what a read after the reports waits for. */
  latest(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export const exporterSide = async (world: ProjectsWorld): Promise<ExporterSide> => {
  const pool = new Pool({ connectionString: world.app.databaseUrl, max: 2 });
  const store = await PostgresEventStore.create(pool);
  return {
    reports: exportReports(store),
    async append(streamId, type, data) {
      const metadata = {
        eventId: crypto.randomUUID(),
        causationId: crypto.randomUUID(),
        correlationId: 'test',
        userID: null,
        time: new Date().toISOString(),
        schemaVersion: CURRENT_SCHEMA_VERSION[type],
      };
      await store.appendToStream(streamId, [{ type, data, metadata }], { expectedRevision: 'any' });
    },
    async attempts(streamId) {
      const events = await store.readStream(streamId);
      return events.flatMap((e) => (e.type.endsWith('ExportRequested') ? [(e.data as { attempt: number }).attempt] : []));
    },
    async latest() {
      return { 'X-Min-Position': (await world.app.lastEventPosition()).position.toString() };
    },
    async close() {
      await store.close();
      await pool.end();
    },
  };
};
