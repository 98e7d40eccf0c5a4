// A scene's thumbnail and the uploads its notes hold: each new one is the actor's own upload made for
// that use; what the scene holds already is kept unchecked (notes are edited by many).
import { Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import type { StoredLookup } from '../../../uploads/domain/storedFile';
import { sceneAggregate } from './aggregate';
import { newNotesFiles } from './attachments';
import type { SceneEvent, SceneState } from './state';

const { given } = deciderSpec(sceneAggregate);
const sceneID = 's-1';
const editor = 2;
const created: SceneEvent = {
  type: 'SceneCreated',
  data: {
    sceneID,
    projectID: 'p-1',
    name: 'Intro',
    duration: 30_000,
    width: 1920,
    height: 1080,
    userID: editor,
    copiedFrom: null,
    importedFrom: null,
  },
};
const key = (purpose: string, n: number) => `${purpose}/2026/11/0b7c5f3e-1d2a-4c5b-9e8f-0a1b2c3d4e5${n}.png`;
const address = (k: string) => `/api/v1/blobs/${k}`;
/** The editor's own upload of a purpose, as the route reads it from the blob. */
const own = (purpose: 'sceneThumbnail' | 'sceneNotesImage' | 'avatar'): StoredLookup => ({ purpose, extension: 'png', size: 60, uploaderID: editor });
const someoneElses = (purpose: 'sceneThumbnail' | 'sceneNotesImage'): StoredLookup => ({ purpose, extension: 'png', size: 60, uploaderID: 9 });

describe("setting a scene's thumbnail", () => {
  const thumbnail = address(key('sceneThumbnail', 1));
  const set = { type: 'ChangeSceneThumbnail' as const, thumbnail, stored: own('sceneThumbnail'), actorID: editor };
  const changed: SceneEvent = { type: 'SceneThumbnailChanged', data: { sceneID, thumbnail } };

  it("sets the actor's own scene thumbnail upload", () => {
    given([created]).when(set).then([changed]);
  });

  it('changes nothing, and refuses nothing, for the thumbnail it has (whoever uploaded it)', () => {
    given([created, changed])
      .when({ ...set, stored: someoneElses('sceneThumbnail'), actorID: 3 })
      .then([]);
  });

  it.each([
    ['an address of no upload', 'notAnUpload' as const, Messages.notAnUploadAddress],
    ['an address where nothing is stored', 'noFile' as const, Messages.noStoredFile],
    ["someone else's thumbnail", someoneElses('sceneThumbnail'), Messages.uploadedBySomeoneElse],
    ["the actor's own upload made as an avatar", own('avatar'), 'A scene thumbnail must be an image uploaded as a scene thumbnail (png, jpg or jpeg).'],
  ])('refuses %s, naming thumbnail', (_case, stored, message) => {
    const error = given([created])
      .when({ ...set, stored })
      .thenFails('validation', message);
    expect(error.fields).toEqual({ thumbnail: message });
  });
});

describe("changing a scene's notes", () => {
  const mine = key('sceneNotesImage', 1);
  const theirs = key('sceneNotesImage', 2);
  const text = (...keys: string[]) => `<p>Cell</p>${keys.map((k) => `<img src="${address(k)}" />`).join('')}`;
  const notes = (body: string, stored: [string, StoredLookup][] = []) => ({ type: 'ChangeSceneNotes' as const, text: body, stored: new Map(stored), actorID: editor });
  const changed = (body: string): SceneEvent => ({ type: 'SceneNotesChanged', data: { sceneID, text: body } });

  it("takes pictures that are the actor's own notes images", () => {
    given([created])
      .when(notes(text(mine), [[mine, own('sceneNotesImage')]]))
      .then([changed(text(mine))]);
  });

  it("keeps a picture the notes hold already, someone else's, without reading it", () => {
    const withTheirs = changed(text(theirs));
    given([created, withTheirs])
      .when(notes(`<p>More</p>${text(theirs)}`))
      .then([changed(`<p>More</p>${text(theirs)}`)]);
  });

  it.each([
    ['an address where nothing is stored', 'noFile' as const, Messages.noStoredFile],
    ["someone else's notes image", someoneElses('sceneNotesImage'), Messages.uploadedBySomeoneElse],
    ["the actor's own upload made as an avatar", own('avatar'), 'Notes may hold only stored files uploaded as notes images (jpeg, jpg or png).'],
  ])('refuses a new picture that is %s, naming text', (_case, stored, message) => {
    const error = given([created])
      .when(notes(text(mine), [[mine, stored]]))
      .thenFails('validation', message);
    expect(error.fields).toEqual({ text: message });
  });

  it('refuses an upload named in a link, or inside an outside address, as it would in a picture', () => {
    given([created])
      .when(notes(`<p><a href="${address(theirs)}">see</a></p>`, [[theirs, someoneElses('sceneNotesImage')]]))
      .thenFails('validation', Messages.uploadedBySomeoneElse);
    given([created])
      .when(notes(`<p><img src="https://elsewhere.example${address(theirs)}" /></p>`, [[theirs, someoneElses('sceneNotesImage')]]))
      .thenFails('validation', Messages.uploadedBySomeoneElse);
  });

  it('decides a new upload the route did not read as no file', () => {
    given([created])
      .when(notes(text(mine)))
      .thenFails('validation', Messages.noStoredFile);
  });

  it('leaves alone addresses that are no upload (nothing is stored under them to attach)', () => {
    const odd = '<p>See /api/v1/blobs/notes.png</p>';
    given([created])
      .when(notes(odd))
      .then([changed(odd)]);
  });

  it('asks the route to read only the uploads the notes do not hold yet', () => {
    const scene = [created, changed(text(theirs))].reduce(sceneAggregate.evolve, sceneAggregate.initialState) as SceneState;
    expect(newNotesFiles(text(theirs, mine, mine), scene)).toEqual([mine]);
  });
});
