import { Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { sceneAggregate } from './aggregate';
import type { StoredDocument } from './save';
import type { SceneEvent } from './state';
import { saveRefusal, type SaveSceneDocument } from './save';

const { given } = deciderSpec(sceneAggregate);
const sceneID = 's-1';
const created: SceneEvent = {
  type: 'SceneCreated',
  data: {
    sceneID,
    projectID: 'p-1',
    name: 'Intro',
    duration: 30_000,
    width: 1920,
    height: 1080,
    userID: 2,
    copiedFrom: null,
    importedFrom: null,
  },
};
const stored = (version: number): StoredDocument => ({ version, key: `${sceneID}/${version}-t`, hash: `h${version}`, bytes: 120, elementCount: 4, duration: 9000 });
const saved = (version: number, extra: Partial<Extract<SceneEvent, { type: 'SceneDocumentSaved' }>['data']> = {}): SceneEvent => ({
  type: 'SceneDocumentSaved',
  data: {
    sceneID,
    version,
    key: `${sceneID}/${version}-t`,
    hash: `h${version}`,
    bytes: 120,
    elementCount: 4,
    duration: 9000,
    userID: 2,
    userName: 'Edith Tester',
    restoredFrom: null,
    importedFrom: null,
    ...extra,
  },
});
const save = (baseVersion: number, version: number, extra: Partial<SaveSceneDocument> = {}): SaveSceneDocument => ({
  type: 'SaveSceneDocument',
  baseVersion,
  asNewVersion: false,
  stored: stored(version),
  userID: 2,
  userName: 'Edith Tester',
  restoredFrom: null,
  importedFrom: null,
  problems: [],
  projectID: null,
  ...extra,
});

describe('saving a scene document', () => {
  it('saves version 1 on a scene never saved, and the next on the latest', () => {
    given([created])
      .when(save(0, 1))
      .then([saved(1)]);
    given([created, saved(1)])
      .when(save(1, 2))
      .then([saved(2)]);
  });

  it('refuses a save on a version that is not the current one as stale', () => {
    const refused = given([created, saved(1), saved(2)])
      .when(save(1, 3))
      .thenFails('staleSceneVersion', Messages.staleVersion);
    expect(refused.details).toEqual({ currentVersion: 2 });
  });

  it('keeps a stale copy as a new version on top of the latest when asked', () => {
    given([created, saved(1), saved(2)])
      .when(save(1, 3, { asNewVersion: true }))
      .then([saved(3)]);
  });

  it('refuses a document stored for another version than the next (another save came first)', () => {
    given([created, saved(1)])
      .when(save(1, 1))
      .thenFails('conflict');
  });

  it('restores an earlier version as the newest, saying which', () => {
    given([created, saved(1), saved(2)])
      .when(save(2, 3, { restoredFrom: 1 }))
      .then([saved(3, { restoredFrom: 1 })]);
  });

  it('refuses a scene that does not exist or was deleted', () => {
    given([]).when(save(0, 1)).thenFails('notFound', Messages.sceneNotFound);
    given([created, { type: 'SceneDeleted', data: { sceneID, projectID: 'p-1' } }])
      .when(save(0, 1))
      .thenFails('notFound');
  });

  it('records the scene duration of the saved document', () => {
    const state = [created, saved(1)].reduce(sceneAggregate.evolve, sceneAggregate.initialState);
    expect(state).toMatchObject({ duration: 9000, current: 1, latest: 1 });
  });
});

describe('re-importing an .svg as a new version', () => {
  const reimport = (extra: Partial<SaveSceneDocument> = {}) => save(0, 2, { asNewVersion: true, importedFrom: '/api/v1/blobs/svg/a.svg', projectID: 'p-1', ...extra });

  it('saves it on top of the latest version', () => {
    given([created, saved(1)])
      .when(reimport())
      .then([saved(2, { importedFrom: '/api/v1/blobs/svg/a.svg' })]);
  });

  it('refuses it whole when the import found problems', () => {
    const problems = [{ message: Messages.countMismatch, where: null }];
    given([created, saved(1)])
      .when(reimport({ problems, stored: null }))
      .thenFails('sceneImportRefused', Messages.countMismatch);
  });

  it('does not find a scene of another project', () => {
    given([created, saved(1)])
      .when(reimport({ projectID: 'p-2' }))
      .thenFails('notFound');
  });

  it('is refused before anything is stored', () => {
    const state = [created, saved(1)].reduce(sceneAggregate.evolve, sceneAggregate.initialState);
    expect(saveRefusal(reimport({ projectID: 'p-2' }), state)?.code).toBe('notFound');
    expect(saveRefusal(reimport(), state)).toBeNull();
  });
});
