// Helpers of the scene acceptance tests: a project with scenes, documents of any size, an uploaded
// .svg. Only what an outside tester knows is used: paths, bodies, statuses and messages.
import type { Answer } from '../../testing/httpClient';
import { uploadForm } from '../uploads/uploadsWorld';
import { after, createProject, startProjectsWorld, type Person, type ProjectsWorld } from '../projects/projectsWorld';

export interface SceneCard {
  sceneID: string;
  projectID: string;
  documentVersion: number;
  data: { name: string; duration: number; s3Key: string; labels: string[]; notes: string; thumbnail: string; dimensions: { width: number; height: number } };
}

let next = 0;
export const uniqueName = (stem: string): string => `${stem} ${Date.now().toString(36)}${(next += 1)}`;

/** Sends a setup command and fails the test unless it succeeded. */
export const must = async (who: Person, path: string, body: unknown, headers?: Record<string, string>): Promise<Answer> => {
  const answer = await who.client.post(path, body, headers);
  if (answer.status !== 200) throw new Error(`setup ${path}: ${answer.status} ${answer.text}`);
  return answer;
};

export const newProject = (who: Person): Promise<string> => createProject(who, uniqueName('Scenes project'));

/**
 * A scenes suite's world and one project of its editor: started before the file's tests (handed to
 * `started`), stopped after them.
 */
export const startScenesSuite = (started: (world: ProjectsWorld, projectID: string) => void): void => {
  let world: ProjectsWorld | undefined;
  beforeAll(async () => {
    world = await startProjectsWorld();
    started(world, await newProject(world.editor));
  });
  afterAll(async () => {
    await world?.stop();
  });
};

/** Creates a scene with New scene (1920x1080 unless a size is given) and answers its card and the answer. */
export const newScene = async (who: Person, projectID: string, name = uniqueName('Scene'), size: { width: number; height: number } | null = null): Promise<{ scene: SceneCard; answer: Answer }> => {
  const answer = await must(who, '/api/scene/createProjectScene', { projectID, name, ...size });
  return { scene: answer.body.scene as SceneCard, answer };
};

/** A document of `count` rectangles; `changed` moves one of them, as an edit does. */
export const documentOf = (sceneID: string, count: number, changed = -1, duration = 30_000) => ({
  sceneID,
  duration,
  elements: Array.from({ length: count }, (_, i) => ({
    id: `el-${i}`,
    name: `Rectangle ${i}`,
    type: 'rect',
    start: 0,
    duration: 10_000,
    props: { translateX: i === changed ? 999 : i * 2, translateY: i, width: 40, height: 30, style: { fill: '#ff0000' } },
    keyframes: { position: [{ id: `k-${i}`, time: 1000, translateX: i, translateY: i }] },
  })),
});

export const save = (who: Person, sceneID: string, baseVersion: number, document: unknown, extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  who.client.post('/api/editor/saveSceneDocument', { sceneID, baseVersion, document, ...extra }, headers);

export const sceneAfter = async (who: Person, command: Answer, sceneID: string): Promise<Answer> => who.client.post('/api/editor/getScene', { sceneID }, after(command));

/** Uploads an .svg (purpose svg) and answers its stored address. */
export const uploadSvg = async (who: Person, name: string, text: string): Promise<string> => {
  const answer = await uploadForm(who.client, { key: 'svg', file: { name, bytes: Buffer.from(text) } });
  if (answer.status !== 200) throw new Error(`upload ${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body as { url: string }).url;
};

export const GOOD_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1920 1080"><g id="Scene"><rect id="a" width="10" height="10"/></g><g id="Animation"><path id="b" d="M0 5H10" fill="none" stroke="#000" stroke-width="10"/></g></svg>';
export const NO_GROUPS_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
