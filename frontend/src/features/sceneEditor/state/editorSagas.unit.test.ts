import { Messages, type Scene, type SceneDocument, type SceneVersion } from '@wb/contracts';
import { apiFailure, runWithFakes, type FakeHandler, type SagaHarness } from '../../../testing/sagaHarness';
import { editorApi } from './editorApi';
import { watchSceneEditor } from './editorSagas';
import { documentChanged, editorLeft, keepMineChosen, notesEdited, saveRetryRequested, sceneLoadRequested, sceneRenameRequested, selectIsDirty } from './editorSlice';

// The whole editor saga against a fake server that keeps versions as the real one does: a save must
// name the latest version as its base unless it asks to be a new version.
const doc = (duration: number): SceneDocument => ({ sceneID: 's1', duration, elements: [] });
const scene = (name = 'Intro'): Scene => ({
  sceneID: 's1',
  projectID: 'p1',
  documentVersion: 3,
  modified: '',
  createdOn: '',
  openComments: 0,
  comments: 0,
  data: { name, duration: 10_000, s3Key: 'k', dimensions: { width: 1920, height: 1080 }, notes: '', thumbnail: '', labels: [], reviewUrl: null, timestamp: null },
});

const server = (overrides: Record<string, FakeHandler> = {}) => {
  const versions: SceneDocument[] = [doc(1000), doc(2000), doc(3000)];
  let name = 'Intro';
  const info = (v: number): SceneVersion => ({ version: v, hash: `h${v}`, savedOn: '2026-01-01T00:00:00Z', userID: 1, userName: 'Ada', elementCount: 0, duration: 0, bytes: 10, restoredFrom: null });
  return {
    versions,
    handlers: {
      '/editor/getScene': () => ({ scene: scene(name) }),
      '/editor/getSceneDocument': (input: unknown) => {
        const { version } = input as { version?: number };
        const v = version ?? versions.length;
        return { document: versions[v - 1], version: v, hash: `h${v}`, problem: null };
      },
      '/editor/getSceneVersions': () => ({ versions: versions.map((_, i) => info(i + 1)).reverse() }),
      '/editor/saveSceneDocument': (input: unknown) => {
        const { baseVersion, document, asNewVersion } = input as { baseVersion: number; document: SceneDocument; asNewVersion: boolean };
        if (baseVersion !== versions.length && !asNewVersion) {
          throw apiFailure(409, Messages.staleVersion, 'staleSceneVersion');
        }
        versions.push(document);
        return { version: versions.length, hash: 'h', savedOn: '2026-01-01T00:00:00Z' };
      },
      '/scene/updateName': (input: unknown) => {
        name = (input as { name: string }).name;
        return { scene: scene(name) };
      },
      ...overrides,
    } as Record<string, FakeHandler>,
  };
};

const open = async (handlers: Record<string, FakeHandler>): Promise<SagaHarness> => {
  const h = runWithFakes(watchSceneEditor, handlers);
  h.dispatch(sceneLoadRequested('s1'));
  await h.settle(20);
  return h;
};
const editor = (h: SagaHarness) => h.state().sceneEditor;
/** The scene as the page shows it: the page holds it in the cache while it is open. */
const shownScene = (h: SagaHarness) => editorApi.endpoints.scene.select({ sceneID: 's1' })(h.state()).data?.scene;
const showPage = (h: SagaHarness) => h.store.dispatch(editorApi.endpoints.scene.initiate({ sceneID: 's1' }));
const saves = (h: SagaHarness) => h.calls.filter((c) => c.path === '/editor/saveSceneDocument').map((c) => c.input as { baseVersion: number; asNewVersion: boolean });

describe('opening a scene', () => {
  it('loads the latest document, then turns the earlier versions into the undo history', async () => {
    const h = await open(server().handlers);
    expect(editor(h).load.status).toBe('loaded');
    expect(editor(h).document?.duration).toBe(3000);
    expect(editor(h).history.past.map((d) => d.duration)).toEqual([1000, 2000]);
    expect(h.callCount('/editor/getSceneDocument')).toBe(3);
  });

  it('ignores a second open while the first is loading', async () => {
    const h = runWithFakes(watchSceneEditor, server().handlers);
    h.dispatch(sceneLoadRequested('s1'));
    h.dispatch(sceneLoadRequested('s1'));
    await h.settle(20);
    expect(h.callCount('/editor/getScene')).toBe(1);
  });

  it('reads the scene and its document again on Reload, not from the cache', async () => {
    const s = server();
    const h = await open(s.handlers);
    s.versions.push(doc(7000)); // someone else's save
    h.dispatch(sceneLoadRequested('s1'));
    await h.settle(20);
    expect(editor(h).document?.duration).toBe(7000);
    expect(h.callCount('/editor/getScene')).toBe(2);
  });

  it('says nothing in a toast when the scene cannot be loaded: the page says it', async () => {
    const h = await open(
      server({
        '/editor/getSceneDocument': () => {
          throw apiFailure(404, Messages.sceneNotFound, 'notFound');
        },
      }).handlers,
    );
    expect(editor(h).load.status).toBe('failed');
    expect(h.toasts).toEqual([]);
  });

  it('says so when the scene cannot be loaded', async () => {
    const h = await open(
      server({
        '/editor/getScene': () => {
          throw apiFailure(404, Messages.sceneNotFound, 'notFound');
        },
      }).handlers,
    );
    expect(editor(h).load).toEqual({ status: 'failed', error: Messages.sceneNotFound });
  });
});

describe('autosave', () => {
  it('saves once, a second after the last of several quick changes, on the version it started from', async () => {
    const h = await open(server().handlers);
    h.dispatch(documentChanged(doc(4000), 'a'));
    await h.settle(300);
    h.dispatch(documentChanged(doc(5000), 'b'));
    await h.settle(700);
    expect(saves(h)).toHaveLength(0);
    await h.settle(500);
    expect(saves(h)).toEqual([expect.objectContaining({ baseVersion: 3, asNewVersion: false })]);
    expect(editor(h).baseVersion).toBe(4);
    expect(selectIsDirty(h.state())).toBe(false);
  }, 10_000);

  it('asks what to do when someone saved since, and keeps mine as a new version when told to', async () => {
    const s = server();
    const h = await open(s.handlers);
    s.versions.push(doc(9999)); // someone else's save
    h.dispatch(documentChanged(doc(4000), 'a'));
    await h.settle(1150);
    expect(editor(h).stale).toBe(Messages.staleVersion);
    expect(selectIsDirty(h.state())).toBe(true);
    h.dispatch(keepMineChosen());
    await h.settle(20);
    expect(saves(h).at(-1)).toEqual(expect.objectContaining({ asNewVersion: true }));
    expect(s.versions.at(-1)?.duration).toBe(4000);
    expect(selectIsDirty(h.state())).toBe(false);
  }, 10_000);

  it('keeps the changes when a save fails, says so, and sends them again on Retry', async () => {
    let failing = true;
    const s = server();
    const save = s.handlers['/editor/saveSceneDocument'];
    const h = await open({
      ...s.handlers,
      '/editor/saveSceneDocument': (input: unknown) => {
        if (failing) throw apiFailure(503, 'The service is unavailable', 'unavailable');
        return save?.(input);
      },
    });
    h.dispatch(documentChanged(doc(4000), 'a'));
    await h.settle(1150);
    expect(editor(h).save.status).toBe('failed');
    expect(editor(h).document?.duration).toBe(4000);
    expect(h.toasts).toEqual([{ kind: 'error', message: 'The service is unavailable' }]);
    failing = false;
    h.dispatch(saveRetryRequested());
    await h.settle(20);
    expect(editor(h).save.status).toBe('idle');
    expect(selectIsDirty(h.state())).toBe(false);
  }, 10_000);
});

describe('renaming', () => {
  it('never sends an empty name', async () => {
    const h = await open(server().handlers);
    h.dispatch(sceneRenameRequested('   '));
    await h.settle(10);
    expect(h.callCount('/scene/updateName')).toBe(0);
    expect(h.toasts).toEqual([{ kind: 'error', message: Messages.sceneNameRequired }]);
  });

  it('shows the new name once the server has it', async () => {
    const h = await open(server().handlers);
    showPage(h);
    h.dispatch(sceneRenameRequested(' Outro '));
    await h.settle(10);
    expect(h.calls.find((c) => c.path === '/scene/updateName')?.input).toEqual({ sceneID: 's1', name: 'Outro' });
    expect(shownScene(h)?.data.name).toBe('Outro');
  });

  it('sends nothing when the name is unchanged', async () => {
    const h = await open(server().handlers);
    h.dispatch(sceneRenameRequested('Intro'));
    await h.settle(10);
    expect(h.callCount('/scene/updateName')).toBe(0);
  });
});

describe('notes', () => {
  it('shows the notes as typed, and saves them half a second after the last keystroke, once', async () => {
    const h = await open({ ...server().handlers, '/scene/updateNotes': () => ({ ok: true }) });
    h.dispatch(notesEdited('<p>Sun</p>'));
    await h.settle(200);
    h.dispatch(notesEdited('<p>Sun and rain</p>'));
    expect(shownScene(h)?.data.notes).toBe('<p>Sun and rain</p>');
    await h.settle(600);
    expect(h.calls.filter((c) => c.path === '/scene/updateNotes').map((c) => c.input)).toEqual([{ sceneID: 's1', text: '<p>Sun and rain</p>' }]);
  });

  it('sends the last keystrokes at once when the editor is left', async () => {
    const h = await open({ ...server().handlers, '/scene/updateNotes': () => ({ ok: true }) });
    h.dispatch(notesEdited('<p>Last words</p>'));
    h.dispatch(editorLeft());
    await h.settle(20);
    expect(h.callCount('/scene/updateNotes')).toBe(1);
  });
});
