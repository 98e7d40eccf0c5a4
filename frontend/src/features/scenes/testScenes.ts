// A fake scenes server for the dashboard's saga tests: the calls change its scenes as the real ones do.
import type { ImportProblem, Scene } from '@wb/contracts';
import { apiFailure } from '../../testing/sagaHarness';

export const sceneOf = (sceneID: string, name: string, duration = 10_000): Scene => ({
  sceneID,
  projectID: 'p1',
  documentVersion: 1,
  modified: '2026-01-01T00:00:00.000Z',
  createdOn: '2026-01-01T00:00:00.000Z',
  openComments: 0,
  comments: 0,
  data: { name, duration, s3Key: '', dimensions: { width: 1920, height: 1080 }, notes: '', thumbnail: '', labels: [], reviewUrl: null, timestamp: null },
});

export const emptyDocument = (sceneID: string, duration: number) => ({ document: { sceneID, duration, elements: [] }, version: 1, hash: 'h', problem: null });

/** `refuse`: file names the import refuses, with their problems. */
export const scenesServer = (initial: Scene[] = [], refuse: Record<string, ImportProblem[]> = {}) => {
  let scenes = [...initial];
  let made = 0;
  const handlers = {
    '/scene/getByProjectID': () => ({ scenes, exports: scenes.map((s) => ({ sceneID: s.sceneID, exports: [] })) }),
    '/scene/importScene': (input: unknown) => {
      const { fileName, replaceSceneID } = input as { fileName: string; replaceSceneID?: string };
      const problems = refuse[fileName];
      if (problems) throw apiFailure(400, problems[0]?.message ?? 'Whoops!', 'sceneImportRefused', { problems });
      const name = fileName.replace(/\.svg$/i, '');
      if (replaceSceneID) {
        const scene = scenes.find((s) => s.sceneID === replaceSceneID) ?? sceneOf(replaceSceneID, name);
        return { scene, problems: [] };
      }
      made += 1;
      const scene = sceneOf(`new-${made}`, name, 8000 + made * 2000);
      scenes = [...scenes, scene];
      return { scene, problems: [] };
    },
    '/scene/createProjectScene': (input: unknown) => {
      const { name, duration } = input as { name: string; duration: number };
      made += 1;
      const scene = sceneOf(`new-${made}`, name, duration);
      scenes = [...scenes, scene];
      return { scene };
    },
    '/scene/deleteProjectScenes': (input: unknown) => {
      const { sceneIDs } = input as { sceneIDs: string[] };
      scenes = scenes.filter((s) => !sceneIDs.includes(s.sceneID));
      return { ok: true };
    },
    '/editor/getScene': (input: unknown) => {
      const scene = scenes.find((s) => s.sceneID === (input as { sceneID: string }).sceneID);
      if (!scene) throw apiFailure(404, 'This scene does not exist.', 'notFound');
      return { scene };
    },
    '/editor/getSceneDocument': (input: unknown) => {
      const { sceneID } = input as { sceneID: string };
      return emptyDocument(sceneID, scenes.find((s) => s.sceneID === sceneID)?.data.duration ?? 0);
    },
    '/scene/updateThumbnail': (input: unknown) => {
      const { sceneID, thumbnail } = input as { sceneID: string; thumbnail: string };
      scenes = scenes.map((s) => (s.sceneID === sceneID ? { ...s, data: { ...s.data, thumbnail } } : s));
      return { ok: true };
    },
    '/scene/addSceneLabel': (input: unknown) => {
      const { sceneID, labelID } = input as { sceneID: string; labelID: string };
      scenes = scenes.map((s) => (s.sceneID === sceneID ? { ...s, data: { ...s.data, labels: [...s.data.labels, labelID] } } : s));
      return { ok: true };
    },
    '/scene/removeSceneLabel': (input: unknown) => {
      const { sceneID, labelID } = input as { sceneID: string; labelID: string };
      scenes = scenes.map((s) => (s.sceneID === sceneID ? { ...s, data: { ...s.data, labels: s.data.labels.filter((l) => l !== labelID) } } : s));
      return { ok: true };
    },
  };
  return { handlers, scenes: () => scenes };
};

export const svgFile = (name: string) => new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], name, { type: 'image/svg+xml' });
