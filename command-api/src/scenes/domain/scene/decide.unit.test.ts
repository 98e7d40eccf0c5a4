import { Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { sceneAggregate } from './aggregate';
import type { SceneCommand } from './decide';
import type { StoredDocument } from './save';
import type { SceneEvent } from './state';

const { given } = deciderSpec(sceneAggregate);
const sceneID = 's-1';
const projectID = 'p-1';
const created: SceneEvent = {
  type: 'SceneCreated',
  data: {
    sceneID,
    projectID,
    name: 'Intro',
    duration: 30_000,
    width: 1920,
    height: 1080,
    userID: 2,
    copiedFrom: null,
    importedFrom: null,
  },
};
const stored = (version: number, duration = 12_000): StoredDocument => ({ version, key: `${sceneID}/${version}-t`, hash: `h${version}`, bytes: 100, elementCount: 3, duration });
const savedEvent = (version: number, extra: Partial<Extract<SceneEvent, { type: 'SceneDocumentSaved' }>['data']> = {}): SceneEvent => ({
  type: 'SceneDocumentSaved',
  data: {
    sceneID,
    version,
    key: `${sceneID}/${version}-t`,
    hash: `h${version}`,
    bytes: 100,
    elementCount: 3,
    duration: 12_000,
    userID: 2,
    userName: 'Edith Tester',
    restoredFrom: null,
    importedFrom: null,
    ...extra,
  },
});
const newScene = { sceneID, projectID, projectFound: true, name: 'Intro', duration: 30_000, width: 1920, height: 1080, userID: 2, userName: 'Edith Tester' };

describe('creating a scene', () => {
  const create: SceneCommand = { type: 'CreateScene', ...newScene, copy: null };

  it('creates a New scene', () => {
    given([]).when(create).then([created]);
  });

  it('records nothing for a retried create of the same id', () => {
    given([created]).when(create).then([]);
  });

  it('refuses a project that does not exist', () => {
    given([])
      .when({ ...create, projectFound: false })
      .thenFails('notFound');
  });

  it('refuses an empty name', () => {
    const refused = given([])
      .when({ ...create, name: '  ' })
      .thenFails('validation', Messages.sceneNameRequired);
    expect(refused.fields).toEqual({ name: Messages.sceneNameRequired });
  });

  it('duplicates a scene with its size and duration, its current document as version 1', () => {
    const source = sceneAggregate.evolve(sceneAggregate.evolve(null, { ...created, data: { ...created.data, sceneID: 'src', width: 800, height: 600 } }), {
      type: 'SceneDurationChanged',
      data: { sceneID: 'src', duration: 5000 },
    });
    const copy = { sceneID: 'src', source, document: stored(1, 5000) };
    given([])
      .when({ ...create, name: 'Copy', copy })
      .then([{ type: 'SceneCreated', data: { ...created.data, name: 'Copy', duration: 5000, width: 800, height: 600, copiedFrom: 'src' } }, savedEvent(1, { duration: 5000 })]);
  });

  it('refuses to duplicate a scene that does not exist or was deleted', () => {
    given([])
      .when({ ...create, copy: { sceneID: 'gone', source: null, document: null } })
      .thenFails('notFound', Messages.sceneNotFound);
    const deleted = sceneAggregate.evolve(sceneAggregate.evolve(null, created), { type: 'SceneDeleted', data: { sceneID, projectID } });
    given([])
      .when({ ...create, sceneID: 's-2', copy: { sceneID, source: deleted, document: null } })
      .thenFails('notFound');
  });
});

describe('importing an .svg as a new scene', () => {
  const importing: SceneCommand = { type: 'ImportScene', ...newScene, duration: 10_000, problems: [], document: stored(1, 10_000), url: '/api/v1/blobs/svg/a.svg', fileName: 'Intro.svg' };

  it('creates the scene with the imported document as version 1', () => {
    given([])
      .when(importing)
      .then([
        { type: 'SceneCreated', data: { ...created.data, duration: 10_000, importedFrom: { url: '/api/v1/blobs/svg/a.svg', fileName: 'Intro.svg' } } },
        savedEvent(1, { duration: 10_000, importedFrom: '/api/v1/blobs/svg/a.svg' }),
      ]);
  });

  it('refuses the whole import when it found problems, with the first message and every problem', () => {
    const problems = [
      { message: Messages.missingGroups, where: null },
      { message: Messages.tabsNotAllowed, where: 'text-1' },
    ];
    const refused = given([])
      .when({ ...importing, problems, document: null })
      .thenFails('sceneImportRefused', Messages.missingGroups);
    expect(refused.details).toEqual({ title: Messages.whoops, problems });
  });
});

describe('changing a scene', () => {
  it('renames it, and records nothing for the same name', () => {
    given([created])
      .when({ type: 'RenameScene', name: 'Outro' })
      .then([{ type: 'SceneRenamed', data: { sceneID, name: 'Outro', previousName: 'Intro' } }]);
    given([created]).when({ type: 'RenameScene', name: 'Intro' }).then([]);
  });

  it('never renames it to an empty name', () => {
    given([created]).when({ type: 'RenameScene', name: ' ' }).thenFails('validation', Messages.sceneNameRequired);
  });

  it('sets its duration (its thumbnail: attachments.unit.test.ts)', () => {
    given([created])
      .when({ type: 'ChangeSceneDuration', duration: 45_000 })
      .then([{ type: 'SceneDurationChanged', data: { sceneID, duration: 45_000 } }]);
    given([created]).when({ type: 'ChangeSceneDuration', duration: 30_000 }).then([]);
  });

  it('keeps only the formatting of its notes', () => {
    const notes = (text: string) => ({ type: 'ChangeSceneNotes' as const, text, stored: new Map(), actorID: 2 });
    given([created])
      .when(notes('<p onmouseover="x()">Hi<script>x()</script> <a href="javascript:x()">a</a> <img src="data:image/png;base64,AA"></p>'))
      .then([{ type: 'SceneNotesChanged', data: { sceneID, text: '<p>Hi <a>a</a> </p>' } }]);
    given([created])
      .when(notes('<p>See <img src="https://cdn.example/a.png" /><img src="/api/v1/blobs/sceneNotesImage/a.png" /></p>'))
      .then([{ type: 'SceneNotesChanged', data: { sceneID, text: '<p>See <img src="https://cdn.example/a.png" /><img src="/api/v1/blobs/sceneNotesImage/a.png" /></p>' } }]);
  });

  it('puts an existing label on once, and takes it off', () => {
    const added: SceneEvent = { type: 'SceneLabelAdded', data: { sceneID, labelID: 'l-1' } };
    given([created]).when({ type: 'AddSceneLabel', labelID: 'l-1', labelFound: true }).then([added]);
    given([created, added]).when({ type: 'AddSceneLabel', labelID: 'l-1', labelFound: true }).then([]);
    given([created]).when({ type: 'AddSceneLabel', labelID: 'l-9', labelFound: false }).thenFails('notFound', Messages.labelNotFound);
    given([created, added])
      .when({ type: 'RemoveSceneLabel', labelID: 'l-1' })
      .then([{ type: 'SceneLabelRemoved', data: { sceneID, labelID: 'l-1' } }]);
    given([created]).when({ type: 'RemoveSceneLabel', labelID: 'l-1' }).then([]);
  });

  it('refuses any change of a scene that does not exist', () => {
    given([]).when({ type: 'RenameScene', name: 'Outro' }).thenFails('notFound', Messages.sceneNotFound);
  });
});

describe('deleting a scene', () => {
  const deleted: SceneEvent = { type: 'SceneDeleted', data: { sceneID, projectID } };

  it('deletes it from its own project only', () => {
    given([created]).when({ type: 'DeleteScene', projectID }).then([deleted]);
    given([created]).when({ type: 'DeleteScene', projectID: 'p-2' }).thenFails('notFound');
  });

  it('records nothing for a scene already deleted, and refuses changing it', () => {
    given([created, deleted]).when({ type: 'DeleteScene', projectID }).then([]);
    given([created, deleted]).when({ type: 'RenameScene', name: 'Back' }).thenFails('notFound');
  });
});

describe('making a stored version current', () => {
  it('accepts only a key of its own versions', () => {
    given([created, savedEvent(1), savedEvent(2)])
      .when({ type: 'ChangeSceneKey', s3Key: `${sceneID}/1-t` })
      .then([{ type: 'SceneKeyChanged', data: { sceneID, s3Key: `${sceneID}/1-t` } }]);
    given([created, savedEvent(1), savedEvent(2)])
      .when({ type: 'ChangeSceneKey', s3Key: `${sceneID}/2-t` })
      .then([]);
    const refused = given([created, savedEvent(1)])
      .when({ type: 'ChangeSceneKey', s3Key: 'other/1-t' })
      .thenFails('validation');
    expect(Object.keys(refused.fields ?? {})).toEqual(['s3Key']);
  });

  it('makes that version the base of the next save, which takes a new number', () => {
    const state = [created, savedEvent(1), savedEvent(2), { type: 'SceneKeyChanged', data: { sceneID, s3Key: `${sceneID}/1-t` } } as SceneEvent];
    const folded = state.reduce(sceneAggregate.evolve, sceneAggregate.initialState);
    expect(folded).toMatchObject({ current: 1, latest: 2 });
  });
});
