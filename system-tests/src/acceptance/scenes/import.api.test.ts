// Importing an uploaded .svg (spec 002 sections 2, 5 and 8): a new scene named after the file, a new
// version of a scene chosen to replace, a refusal listing every problem that creates nothing, and
// the refusal of any file that is not an .svg.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, expectError, type ProjectsWorld } from '../projects/projectsWorld';
import { GOOD_SVG, NO_GROUPS_SVG, documentOf, newProject, newScene, save, sceneAfter, uploadSvg, type SceneCard, startScenesSuite } from './scenesWorld';

let world: ProjectsWorld;
let projectID: string;
startScenesSuite((started, project) => {
  world = started;
  projectID = project;
});

const post = (path: string, body: unknown, headers?: Record<string, string>) => world.editor.client.post(path, body, headers);

it('imports an .svg as a new scene named after the file, of 10000 ms, with its document as version 1', async () => {
  const url = await uploadSvg(world.editor, 'Intro.svg', GOOD_SVG);
  const imported = await post('/api/scene/importScene', { projectID, url, fileName: 'Intro.svg' });
  expect(imported.status).toBe(200);
  expect(imported.headers.get('X-Position')).toMatch(/^\d+$/);
  expect(imported.body.problems).toEqual([]);
  const scene = imported.body.scene as SceneCard;
  expect(scene).toMatchObject({ projectID, documentVersion: 1, data: { name: 'Intro', duration: 10_000 } });
  const document = await post('/api/editor/getSceneDocument', { sceneID: scene.sceneID }, after(imported));
  expect(document.body).toMatchObject({ version: 1, problem: null, document: { sceneID: scene.sceneID, duration: 10_000 } });
  const listed = await post('/api/scene/getByProjectID', { projectID }, after(imported));
  expect((listed.body.scenes as SceneCard[]).map((s) => s.sceneID)).toContain(scene.sceneID);
});

it('refuses an .svg without its Scene and Animation groups, listing the problems, and creates nothing', async () => {
  const url = await uploadSvg(world.editor, 'Broken.svg', NO_GROUPS_SVG);
  const before = await world.app.lastEventPosition();
  const refused = await post('/api/scene/importScene', { projectID, url, fileName: 'Broken.svg' });
  expectError(refused, 400, 'sceneImportRefused');
  expect(refused.body.error.msg).toBe("Couldn't find Scene and/or Animation group(s)...");
  expect(refused.body.error.details).toEqual({ title: 'Whoops!', problems: [{ message: "Couldn't find Scene and/or Animation group(s)...", where: null }] });
  expect(await world.app.lastEventPosition()).toEqual(before);
});

it('refuses any other file than an .svg with its message', async () => {
  const url = await uploadSvg(world.editor, 'Intro.svg', GOOD_SVG);
  const byName = await post('/api/scene/importScene', { projectID, url, fileName: 'Intro.png' });
  expect(byName.status).toBe(400);
  expect(byName.body.error).toMatchObject({ msg: 'Only .svg files can be imported.', fields: { fileName: 'Only .svg files can be imported.' } });
  const byAddress = await post('/api/scene/importScene', { projectID, url: '/api/v1/blobs/asset/2026/11/0b7c5f3e-1d2a-4c5b-9e8f-0a1b2c3d4e5f.png', fileName: 'Intro.svg' });
  expect(byAddress.body.error).toMatchObject({ msg: 'Only .svg files can be imported.', fields: { url: 'Only .svg files can be imported.' } });
  expectError(await post('/api/scene/importScene', { projectID, url: '/api/v1/blobs/svg/2026/11/0b7c5f3e-1d2a-4c5b-9e8f-0a1b2c3d4e5f.svg', fileName: 'Gone.svg' }), 404, 'notFound');
});

it('imports an .svg as a new version of a chosen scene, keeping the scene and updating its duration', async () => {
  const { scene } = await newScene(world.editor, projectID, 'Chapter 3');
  await save(world.editor, scene.sceneID, 0, documentOf(scene.sceneID, 2, -1, 40_000));
  const url = await uploadSvg(world.editor, 'Chapter 3 v2.svg', GOOD_SVG);
  const replaced = await post('/api/scene/importScene', { projectID, url, fileName: 'Chapter 3 v2.svg', replaceSceneID: scene.sceneID });
  expect(replaced.status).toBe(200);
  expect(replaced.body.scene).toMatchObject({ sceneID: scene.sceneID, documentVersion: 2, data: { name: 'Chapter 3', duration: 10_000 } });
  expect((await sceneAfter(world.editor, replaced, scene.sceneID)).body.scene).toEqual(replaced.body.scene);
  const versions = await post('/api/editor/getSceneVersions', { sceneID: scene.sceneID }, after(replaced));
  expect(versions.body.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
  // A refused re-import saves nothing; a scene of another project is not found here.
  const broken = await uploadSvg(world.editor, 'Broken.svg', NO_GROUPS_SVG);
  expectError(await post('/api/scene/importScene', { projectID, url: broken, fileName: 'Broken.svg', replaceSceneID: scene.sceneID }), 400, 'sceneImportRefused');
  const otherProject = await newProject(world.editor);
  expectError(await post('/api/scene/importScene', { projectID: otherProject, url, fileName: 'x.svg', replaceSceneID: scene.sceneID }), 404, 'notFound');
});

it('stores a picture embedded in the .svg as a file, and the document keeps its address', async () => {
  const svg = readFileSync(path.resolve(__dirname, '../../../../command-api/src/svgImport/fixtures/valid.svg'), 'utf8');
  const url = await uploadSvg(world.editor, 'With photo.svg', svg);
  const imported = await post('/api/scene/importScene', { projectID, url, fileName: 'With photo.svg' });
  expect(imported.status).toBe(200);
  const scene = imported.body.scene as SceneCard;
  const opened = await post('/api/editor/getSceneDocument', { sceneID: scene.sceneID }, after(imported));
  expect(opened.body.problem).toBeNull();
  const images = JSON.stringify(opened.body.document).match(/"src":"[^"]*"/g) ?? [];
  expect(images.length).toBeGreaterThan(0);
  for (const src of images) expect(src).toMatch(/^"src":"\/api\/v1\/blobs\/sceneImage\/\d{4}\/\d{2}\/[0-9a-f-]+\.png"$/);
  const picture = await world.editor.client.get(JSON.parse(`{${images[0]}}`).src as string);
  expect(picture.status).toBe(200);
  expect(picture.headers.get('content-type')).toContain('image/png');
});
