// Probe finding 8 (issue 16): "a content.projects-view holder renames another's scene and saves its
// document". Spec 000 section 6 makes view lower than edit and gives every signed-in user only the
// creation of projects, the deletion of scenes and exports (spec 002 section 6 adds creating scenes):
// every other change to a project's content needs content.projects-edit. Here the view holder is
// refused (403 naming that grant) and nothing changes; the editor, as a control, does the same and it shows.
import { Messages } from '@wb/contracts';
import type { Answer } from '../testing/httpClient';
import { after, expectError, type ProjectsWorld } from '../acceptance/projects/projectsWorld';
import { documentOf, newScene, save, sceneAfter, startScenesSuite } from '../acceptance/scenes/scenesWorld';

jest.setTimeout(60_000);

let world: ProjectsWorld;
let projectID: string;
startScenesSuite((started, project) => {
  world = started;
  projectID = project;
});

const expectNeedsEdit = (answer: Answer): void => {
  expectError(answer, 403, 'forbidden');
  expect(answer.body.error).toMatchObject({ msg: Messages.missingGrant('content.projects-edit'), details: { grant: 'content.projects-edit' } });
};

describe("a content.projects-view holder on an editor's scene", () => {
  it('is refused renaming it and saving its document (403), and the scene, its document and the event log stay as they were', async () => {
    const { scene } = await newScene(world.editor, projectID, 'Photosynthesis intro');
    const saved = await save(world.editor, scene.sceneID, 0, documentOf(scene.sceneID, 2));
    expect(saved.status).toBe(200);
    const before = await world.app.lastEventPosition();

    expectNeedsEdit(await world.viewer.client.post('/api/scene/updateName', { sceneID: scene.sceneID, name: 'Renamed by a viewer' }));
    expectNeedsEdit(await save(world.viewer, scene.sceneID, 1, documentOf(scene.sceneID, 2, 0)));

    expect(await world.app.lastEventPosition()).toEqual(before);
    const shown = await sceneAfter(world.viewer, saved, scene.sceneID);
    expect(shown.body.scene).toMatchObject({ documentVersion: 1, data: expect.objectContaining({ name: 'Photosynthesis intro' }) });
    const document = await world.viewer.client.post('/api/editor/getSceneDocument', { sceneID: scene.sceneID }, after(saved));
    expect(document.body).toMatchObject({ version: 1, document: documentOf(scene.sceneID, 2) });
  });

  it('is refused every other change to it: duration, notes, labels, versions, import over it', async () => {
    const { scene } = await newScene(world.editor, projectID, 'Cell division');
    const before = await world.app.lastEventPosition();
    const attempts: [string, Record<string, unknown>][] = [
      ['/api/scene/updateDuration', { sceneID: scene.sceneID, duration: 5000 }],
      ['/api/scene/updateNotes', { sceneID: scene.sceneID, text: '<p>viewer notes</p>' }],
      ['/api/scene/addSceneLabel', { sceneID: scene.sceneID, labelID: '1' }],
      ['/api/editor/restoreSceneVersion', { sceneID: scene.sceneID, version: 1, baseVersion: 1 }],
      ['/api/scene/importScene', { projectID, url: '/api/v1/blobs/svg/2024/01/scene.svg', fileName: 'scene.svg', replaceSceneID: scene.sceneID }],
    ];
    for (const [path, body] of attempts) expectNeedsEdit(await world.viewer.client.post(path, body));
    expect(await world.app.lastEventPosition()).toEqual(before);
  });

  it('may still do what the spec gives every signed-in user: create a scene and delete scenes', async () => {
    const { scene } = await newScene(world.viewer, projectID, 'Made by a viewer');
    const deleted = await world.viewer.client.post('/api/scene/deleteProjectScenes', { projectID, sceneIDs: [scene.sceneID] });
    expect(deleted.status).toBe(200);
  });
});

describe('a content.projects-edit holder, as the control', () => {
  it("renames another editor's scene and saves its document", async () => {
    const { scene } = await newScene(world.editor, projectID, 'Water cycle');
    const renamed = await world.otherEditor.client.post('/api/scene/updateName', { sceneID: scene.sceneID, name: 'Water cycle, renamed' });
    expect(renamed.status).toBe(200);
    const saved = await save(world.otherEditor, scene.sceneID, 0, documentOf(scene.sceneID, 1));
    expect(saved.status).toBe(200);
    expect((await sceneAfter(world.editor, saved, scene.sceneID)).body.scene).toMatchObject({ documentVersion: 1, data: expect.objectContaining({ name: 'Water cycle, renamed' }) });
  });
});
