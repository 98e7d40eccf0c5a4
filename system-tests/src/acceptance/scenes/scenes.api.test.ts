// The scenes dashboard's calls (spec 002 sections 2, 3, 7): New scene, duplicate, rename (never
// empty), duration, thumbnail, notes, labels, delete many, and the reads of a project's scenes.
import { Calls } from '@wb/contracts';
import { uploadedFile } from '../assets/storedUploads';
import { after, expectError, expectFieldErrors, type ProjectsWorld } from '../projects/projectsWorld';
import { documentOf, must, newProject, newScene, save, sceneAfter, uniqueName, type SceneCard, startScenesSuite } from './scenesWorld';

let world: ProjectsWorld;
let projectID: string;
startScenesSuite((started, project) => {
  world = started;
  projectID = project;
});

const post = (path: string, body: unknown, headers?: Record<string, string>) => world.editor.client.post(path, body, headers);

it('creates a New scene of 30000 ms at 1920x1080, answers its card, and lists it in the project by name', async () => {
  const created = await post('/api/scene/createProjectScene', { projectID, name: 'Zeta intro' });
  expect(created.status).toBe(200);
  expect(created.headers.get('X-Position')).toMatch(/^\d+$/);
  const scene = created.body.scene as SceneCard;
  expect(scene).toMatchObject({
    projectID,
    documentVersion: 0,
    openComments: 0,
    comments: 0,
    data: { name: 'Zeta intro', duration: 30_000, s3Key: '', dimensions: { width: 1920, height: 1080 }, labels: [], notes: '', thumbnail: '', reviewUrl: null, timestamp: null },
  });
  const second = await must(world.editor, '/api/scene/createProjectScene', { projectID, name: 'alpha outro' });
  const again = await post('/api/scene/getByProjectID', { projectID }, after(second));
  expect(again.status).toBe(200);
  const names = (again.body.scenes as SceneCard[]).map((s) => s.data.name);
  expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  expect(names).toEqual(expect.arrayContaining(['Zeta intro', 'alpha outro']));
  // Exports are the exporter's: every scene is listed with none yet.
  expect(again.body.exports).toEqual((again.body.scenes as SceneCard[]).map((s) => ({ sceneID: s.sceneID, exports: [] })));
  // The card the command answered is the card the queries read, and every answer has the call's shape.
  const read = await sceneAfter(world.editor, created, scene.sceneID);
  expect(read.body.scene).toEqual(scene);
  expect(Calls.scene.createProjectScene.output.safeParse(created.body).success).toBe(true);
  expect(Calls.scene.getByProjectID.output.safeParse(again.body).success).toBe(true);
  expect(Calls.editor.getScene.output.safeParse(read.body).success).toBe(true);
});

it('refuses an empty name, on create and on rename, with the field', async () => {
  expectFieldErrors(await post('/api/scene/createProjectScene', { projectID, name: '   ' }), ['name']);
  const { scene } = await newScene(world.editor, projectID);
  const refused = await post('/api/scene/updateName', { sceneID: scene.sceneID, name: '' });
  expectFieldErrors(refused, ['name']);
  expect(refused.body.error.fields.name).toBe('A scene needs a name.');
});

it('renames a scene and answers the renamed card', async () => {
  const { scene } = await newScene(world.editor, projectID);
  const renamed = await post('/api/scene/updateName', { sceneID: scene.sceneID, name: 'Chapter 2' });
  expect(renamed.status).toBe(200);
  expect(renamed.body.scene.data.name).toBe('Chapter 2');
  expect((await sceneAfter(world.editor, renamed, scene.sceneID)).body.scene.data.name).toBe('Chapter 2');
});

it("a renamed scene's card counts its comments as getScene does (open top-level ones, and every comment and reply)", async () => {
  const { scene } = await newScene(world.editor, projectID);
  const first = await must(world.editor, '/api/editor/saveSceneComment', { sceneID: scene.sceneID, text: 'One', annotations: [] });
  await must(world.editor, '/api/editor/saveSceneComment', { sceneID: scene.sceneID, text: 'Two', annotations: [] });
  await must(world.editor, '/api/editor/saveSceneComment', { sceneID: scene.sceneID, text: 'Reply', annotations: [], parentCommentID: first.body.comment.commentID });
  await must(world.editor, '/api/editor/resolveSceneComment', { commentID: first.body.comment.commentID, resolved: true });
  const renamed = await post('/api/scene/updateName', { sceneID: scene.sceneID, name: 'Counted' });
  expect(renamed.body.scene).toMatchObject({ openComments: 1, comments: 3 });
  expect((await sceneAfter(world.editor, renamed, scene.sceneID)).body.scene).toEqual(renamed.body.scene);
});

it('refuses a scene in a project that does not exist, and calls on a scene that does not exist', async () => {
  expectError(await post('/api/scene/createProjectScene', { projectID: 'no-such-project', name: 'Lost' }), 404, 'notFound');
  const missing = await post('/api/scene/updateName', { sceneID: 'no-such-scene', name: 'Lost' });
  expectError(missing, 404, 'notFound');
  expect(missing.body.error.msg).toBe('This scene does not exist.');
  expectError(await post('/api/editor/getScene', { sceneID: 'no-such-scene' }), 404, 'notFound');
});

it('duplicates a scene: its size, duration and current document become version 1 of the copy', async () => {
  const { scene } = await newScene(world.editor, projectID);
  const saved = await save(world.editor, scene.sceneID, 0, documentOf(scene.sceneID, 3, -1, 12_000));
  expect(saved.status).toBe(200);
  const copy = await post('/api/scene/createProjectScene', { projectID, name: 'Copy of scene', sceneID: scene.sceneID });
  expect(copy.status).toBe(200);
  const card = copy.body.scene as SceneCard;
  expect(card.sceneID).not.toBe(scene.sceneID);
  expect(card).toMatchObject({ documentVersion: 1, data: { name: 'Copy of scene', duration: 12_000 } });
  const document = await post('/api/editor/getSceneDocument', { sceneID: card.sceneID }, after(copy));
  expect(document.body).toMatchObject({ version: 1, problem: null, document: { sceneID: card.sceneID, duration: 12_000 } });
  expect(document.body.document.elements.map((e: { id: string }) => e.id)).toEqual(['el-0', 'el-1', 'el-2']);
  expectError(await post('/api/scene/createProjectScene', { projectID, name: 'Copy of nothing', sceneID: 'no-such-scene' }), 404, 'notFound');
});

it('sets the duration, the thumbnail and the notes (scripts, event attributes and foreign images removed)', async () => {
  const { scene } = await newScene(world.editor, projectID);
  const { sceneID } = scene;
  await must(world.editor, '/api/scene/updateDuration', { sceneID, duration: 45_000 });
  // Each the editor's own upload for that use (which ones else are refused: attachments.api.test.ts).
  const [thumbnail, picture] = await Promise.all([uploadedFile(world.editor, 'frame.png', 'sceneThumbnail'), uploadedFile(world.editor, 'cell.png', 'sceneNotesImage')]);
  await must(world.editor, '/api/scene/updateThumbnail', { sceneID, thumbnail: thumbnail.url });
  const notes = await must(world.editor, '/api/scene/updateNotes', {
    sceneID,
    text:
      '<p onclick="steal()">Say <strong>hello</strong><script>alert(1)</script> <a href="javascript:alert(1)">here</a></p>' +
      `<img src="${picture.url}"><img src="http://tracker.example/x.png"><img src="https://cdn.example/y.png" onerror="x()">`,
  });
  const card = (await sceneAfter(world.editor, notes, sceneID)).body.scene as SceneCard;
  expect(card.data.duration).toBe(45_000);
  expect(card.data.thumbnail).toBe(thumbnail.url);
  expect(card.data.notes).toBe('<p>Say <strong>hello</strong> <a>here</a></p>' + `<img src="${picture.url}" /><img src="https://cdn.example/y.png" />`);
  expectFieldErrors(await post('/api/scene/updateDuration', { sceneID, duration: 50 }), ['duration']);
});

it('puts labels on a scene and takes them off; a label that does not exist is refused', async () => {
  const label = await must(world.admin, '/api/admin/adminCreateSceneLabel', { name: uniqueName('Needs voice'), color: 'orange' });
  const { labelID } = label.body.label as { labelID: string };
  const { scene } = await newScene(world.editor, projectID);
  const added = await must(world.editor, '/api/scene/addSceneLabel', { sceneID: scene.sceneID, labelID });
  await must(world.editor, '/api/scene/addSceneLabel', { sceneID: scene.sceneID, labelID });
  expect((await sceneAfter(world.editor, added, scene.sceneID)).body.scene.data.labels).toEqual([labelID]);
  const labels = await post('/api/scene/getSceneLabels', {}, after(label));
  expect(labels.body.labels).toEqual(expect.arrayContaining([expect.objectContaining({ labelID, data: { color: 'orange' } })]));
  const removed = await must(world.editor, '/api/scene/removeSceneLabel', { sceneID: scene.sceneID, labelID });
  expect((await sceneAfter(world.editor, removed, scene.sceneID)).body.scene.data.labels).toEqual([]);
  const refused = await post('/api/scene/addSceneLabel', { sceneID: scene.sceneID, labelID: 'no-such-label' });
  expectError(refused, 404, 'notFound');
  expect(refused.body.error.msg).toBe('That label was not found.');
});

it('deletes many scenes at once; one that is not in the project deletes none', async () => {
  const [a, b, c] = await Promise.all([newScene(world.editor, projectID), newScene(world.editor, projectID), newScene(world.editor, projectID)]);
  const otherProject = await newProject(world.editor);
  const { scene: elsewhere } = await newScene(world.editor, otherProject);
  const sceneIDs = [a, b, c].map((s) => s?.scene.sceneID ?? '');
  expectError(await post('/api/scene/deleteProjectScenes', { projectID, sceneIDs: [...sceneIDs, elsewhere.sceneID] }), 404, 'notFound');
  const still = await post('/api/editor/getScenes', { sceneIDs: [...sceneIDs].sort() });
  expect((still.body.scenes as SceneCard[]).map((s) => s.sceneID)).toEqual([...sceneIDs].sort());
  const deleted = await post('/api/scene/deleteProjectScenes', { projectID, sceneIDs });
  expect(deleted.status).toBe(200);
  expect(deleted.body).toEqual({ ok: true });
  const listed = await post('/api/scene/getByProjectID', { projectID }, after(deleted));
  expect((listed.body.scenes as SceneCard[]).map((s) => s.sceneID)).not.toEqual(expect.arrayContaining([sceneIDs[0]]));
  expect((await post('/api/editor/getScenes', { sceneIDs }, after(deleted))).body.scenes).toEqual([]);
  // A repeated delete changes nothing; any other change of a deleted scene is refused.
  expect((await post('/api/scene/deleteProjectScenes', { projectID, sceneIDs })).status).toBe(200);
  expectError(await post('/api/scene/updateName', { sceneID: sceneIDs[0], name: 'Back' }), 404, 'notFound');
});

it('keeps images and symbols in the editor Library, newest first, and removes them', async () => {
  const tree = { name: 'g', type: 'element', attributes: { id: 'star' }, children: [{ name: 'path', type: 'element', attributes: { d: 'M0 0L10 10' }, children: [] }] };
  const kept = await post('/api/scene/saveEditorAsset', { name: 'Star', svgson: tree, type: 'symbol' });
  expect(kept.status).toBe(200);
  expect(kept.body.asset).toMatchObject({ name: 'Star', type: 'symbol', svgson: tree, userID: world.editor.userID });
  const second = await must(world.editor, '/api/scene/saveEditorAsset', { name: 'Logo', svgson: { name: 'image' }, type: 'image' });
  const library = await post('/api/scene/getEditorAssets', {}, after(second));
  expect(library.status).toBe(200);
  const ids = (library.body.assets as { assetID: string }[]).map((a) => a.assetID);
  expect(ids.indexOf(second.body.asset.assetID)).toBeLessThan(ids.indexOf(kept.body.asset.assetID));
  expect(library.body.assets).toEqual(expect.arrayContaining([kept.body.asset]));
  expect(Calls.scene.getEditorAssets.output.safeParse(library.body).success).toBe(true);
  const removed = await must(world.editor, '/api/scene/deleteEditorAssets', { assetIDs: [kept.body.asset.assetID, second.body.asset.assetID] });
  const after2 = (await post('/api/scene/getEditorAssets', {}, after(removed))).body.assets as { assetID: string }[];
  expect(after2.map((a) => a.assetID)).not.toEqual(expect.arrayContaining([kept.body.asset.assetID]));
  expectError(await post('/api/scene/deleteEditorAssets', { assetIDs: ['no-such-item'] }), 404, 'notFound');
});
