// What a scene attaches is its setter's own upload for that use (issue 16): every holder of
// content.projects-view reads a scene's thumbnail and the pictures in its notes, and every reader of a
// library file reads its versions. /scene/updateThumbnail, /scene/updateNotes and
// /editor/updateFileVersion refuse another user's upload and an address where nothing is stored (and
// the scene calls one's own upload made for something else), with 400 naming the field and nothing
// recorded; the caller's own upload is taken, and what a scene holds already is kept unchecked.
import { uploadedFile } from '../assets/storedUploads';
import { addPerson } from '../adminUsers/adminWorld';
import { after, expectFieldErrors, type Person, type ProjectsWorld } from '../projects/projectsWorld';
import { pngOf } from '../uploads/uploadsWorld';
import { must, newScene, sceneAfter, type SceneCard, startScenesSuite } from './scenesWorld';

jest.setTimeout(60_000);

let world: ProjectsWorld;
let projectID: string;
startScenesSuite((started, project) => {
  world = started;
  projectID = project;
});

const SOMEONE_ELSES = 'That file was uploaded by someone else: upload it yourself.';
const NO_STORED_FILE = 'No file is stored at that address.';
/** A well-formed address of an upload of `purpose` under which nothing was ever stored. */
const noFile = (purpose: string) => `/api/v1/blobs/${purpose}/2026/01/0b7e4c7e-5d52-4a55-9a3e-1f2e3d4c5b6a.png`;
const url = async (who: Person, name: string, purpose: string): Promise<string> => (await uploadedFile(who, name, purpose)).url;

/** Sends each body as `who`, expecting 400 with the message on `field`, and that nothing was recorded. */
const refusesAll = async (who: Person, path: string, field: string, cases: [string, Record<string, unknown>, string][]) => {
  const before = await world.app.lastEventPosition();
  for (const [what, body, message] of cases) {
    const answer = await who.client.post(path, body);
    expectFieldErrors(answer, [field]);
    expect({ what, error: answer.body.error }).toEqual({ what, error: expect.objectContaining({ msg: message, fields: { [field]: message } }) });
  }
  expect(await world.app.lastEventPosition()).toEqual(before);
};

describe("a scene's thumbnail", () => {
  it("refuses what is not the editor's own scene thumbnail upload, naming thumbnail, and records nothing", async () => {
    const { scene } = await newScene(world.editor, projectID);
    const { sceneID } = scene;
    await refusesAll(world.editor, '/api/scene/updateThumbnail', 'thumbnail', [
      ["another editor's thumbnail", { sceneID, thumbnail: await url(world.otherEditor, 'theirs.png', 'sceneThumbnail') }, SOMEONE_ELSES],
      ['an address where nothing is stored', { sceneID, thumbnail: noFile('sceneThumbnail') }, NO_STORED_FILE],
      [
        "the editor's own notes image",
        { sceneID, thumbnail: await url(world.editor, 'notes.png', 'sceneNotesImage') },
        'A scene thumbnail must be an image uploaded as a scene thumbnail (png, jpg or jpeg).',
      ],
    ]);
    expect((await world.editor.client.post('/api/editor/getScene', { sceneID })).body.scene.data.thumbnail).toBe('');
  });

  it("takes the editor's own, and lets another editor set the same one again without a refusal", async () => {
    const { scene } = await newScene(world.editor, projectID);
    const thumbnail = await url(world.editor, 'frame.png', 'sceneThumbnail');
    const set = await must(world.editor, '/api/scene/updateThumbnail', { sceneID: scene.sceneID, thumbnail });
    const seen = await sceneAfter(world.viewer, set, scene.sceneID);
    expect({ status: seen.status, thumbnail: (seen.body.scene as SceneCard | undefined)?.data.thumbnail }).toEqual({ status: 200, thumbnail });
    expect((await world.viewer.client.get(thumbnail, after(set))).status).toBe(200);
    await must(world.otherEditor, '/api/scene/updateThumbnail', { sceneID: scene.sceneID, thumbnail });
  });
});

describe("a scene's notes", () => {
  it("refuses a stored file that is not the editor's own notes image, in a picture or a link, naming text, and records nothing", async () => {
    const { scene } = await newScene(world.editor, projectID);
    const { sceneID } = scene;
    const theirs = await url(world.otherEditor, 'theirs.png', 'sceneNotesImage');
    await refusesAll(world.editor, '/api/scene/updateNotes', 'text', [
      ["another editor's notes image", { sceneID, text: `<p>Cell</p><img src="${theirs}">` }, SOMEONE_ELSES],
      ['the same as a link', { sceneID, text: `<p><a href="${theirs}">the cell</a></p>` }, SOMEONE_ELSES],
      ['an address where nothing is stored', { sceneID, text: `<img src="${noFile('sceneNotesImage')}">` }, NO_STORED_FILE],
      ["the editor's own avatar", { sceneID, text: `<img src="${await url(world.editor, 'me.png', 'avatar')}">` }, 'Notes may hold only stored files uploaded as notes images (jpeg, jpg or png).'],
    ]);
    expect((await world.editor.client.post('/api/editor/getScene', { sceneID })).body.scene.data.notes).toBe('');
  });

  it("takes the editor's own notes images, and another editor keeps them while changing the text", async () => {
    const { scene } = await newScene(world.editor, projectID);
    const picture = await url(world.editor, 'cell.png', 'sceneNotesImage');
    const first = await must(world.editor, '/api/scene/updateNotes', { sceneID: scene.sceneID, text: `<p>Cell</p><img src="${picture}" />` });
    expect((await world.viewer.client.get(picture, after(first))).status).toBe(200);
    const text = `<p>Cell, labelled</p><img src="${picture}" />`;
    const second = await must(world.otherEditor, '/api/scene/updateNotes', { sceneID: scene.sceneID, text });
    expect(((await sceneAfter(world.viewer, second, scene.sceneID)).body.scene as SceneCard).data.notes).toBe(text);
  });
});

describe("a library file's new version sent from the editor", () => {
  it("refuses what is not the sender's own upload, naming url, and takes their own", async () => {
    const [librarian, other] = await Promise.all([addPerson(world, ['content.assets-edit'], 'Lib'), addPerson(world, ['content.assets-edit'], 'Lou')]);
    const kit = (await must(librarian, '/api/assets/addKit', { name: `Versions ${Date.now()}` })).body.kit as { kitID: string };
    const file = await uploadedFile(librarian, 'diagram.png');
    const added = await must(librarian, '/api/assets/addFilesToKit', { kitID: kit.kitID, files: [file] });
    const fileID = (added.body.files as { fileID: string }[])[0]?.fileID;
    const theirs = await uploadedFile(other, 'theirs.png');
    await refusesAll(librarian, '/api/editor/updateFileVersion', 'url', [
      ["another user's upload", { fileID, url: theirs.url, size: theirs.size }, SOMEONE_ELSES],
      ['an address where nothing is stored', { fileID, url: noFile('asset'), size: 10 }, NO_STORED_FILE],
    ]);
    const version = await uploadedFile(librarian, 'diagram v2.png', 'asset', await pngOf(6, 6));
    const wrongSize = await librarian.client.post('/api/editor/updateFileVersion', { fileID, url: version.url, size: version.size + 1 });
    expectFieldErrors(wrongSize, ['size']);
    const taken = await must(librarian, '/api/editor/updateFileVersion', { fileID, url: version.url, size: version.size });
    const read = await librarian.client.post('/api/assets/getFilesByIDs', { fileIDs: [fileID] }, after(taken));
    expect(read.body.files[0]).toMatchObject({ data: { url: version.url, size: version.size } });
  });
});
