import { randomUUID } from 'node:crypto';
import { createInMemoryEventStore, type EventStore } from '@wb/platform';
import { exportsInProgress } from './inProgress';

const append = (store: EventStore, streamId: string, type: string, data: Record<string, unknown>) =>
  store.appendToStream(streamId, [{ type, data, metadata: { eventId: randomUUID(), causationId: 'c', correlationId: 'c', userID: 1, time: '2026-11-27T00:00:00.000Z', schemaVersion: 1 } }], {
    expectedRevision: 'any',
  });

describe('exportsInProgress', () => {
  it('lists the exports requested and not yet ended, scene and file alike', async () => {
    const store = createInMemoryEventStore();
    await append(store, 'sceneexport-a', 'SceneExportRequested', { sceneExportID: 'a' });
    await append(store, 'sceneexport-b', 'SceneExportRequested', { sceneExportID: 'b' });
    await append(store, 'fileexport-c', 'ReviewFileExportRequested', { fileExportID: 'c' });
    await append(store, 'sceneexport-b', 'SceneExportCompleted', { sceneExportID: 'b' });
    expect(await exportsInProgress(store)).toEqual([
      { kind: 'scene', id: 'a' },
      { kind: 'file', id: 'c' },
    ]);
  });

  it('gives two clicks at once the same answer', async () => {
    const store = createInMemoryEventStore();
    await append(store, 'sceneexport-a', 'SceneExportRequested', { sceneExportID: 'a' });
    const [first, second] = await Promise.all([exportsInProgress(store), exportsInProgress(store)]);
    expect(first).toEqual([{ kind: 'scene', id: 'a' }]);
    expect(second).toEqual(first);
  });
});
