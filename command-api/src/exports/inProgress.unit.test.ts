import { randomUUID } from 'node:crypto';
import { createInMemoryEventStore, type EventStore } from '@wb/platform';
import { exportsInProgress } from './inProgress';

const append = (store: EventStore, streamId: string, type: string, data: Record<string, unknown>) =>
  store.appendToStream(streamId, [{ type, data, metadata: { eventId: randomUUID(), causationId: 'c', correlationId: 'c', userID: 1, time: '2026-11-27T00:00:00.000Z', schemaVersion: 1 } }], {
    expectedRevision: 'any',
  });

/** Counts the events each scan is handed, to see that a later scan reads only what is new. */
const counting = (store: EventStore) => {
  const read = { events: 0 };
  const counted: EventStore = {
    ...store,
    readAll: async (options) => {
      const events = await store.readAll(options);
      read.events += events.length;
      return events;
    },
    readAllOfTypes: undefined,
  };
  return { counted, read };
};

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

  it('reads on a later call only the events since the one before', async () => {
    const store = createInMemoryEventStore();
    const { counted, read } = counting(store);
    await append(store, 'sceneexport-a', 'SceneExportRequested', { sceneExportID: 'a' });
    await append(store, 'other-x', 'SomethingElse', {});
    expect(await exportsInProgress(counted)).toEqual([{ kind: 'scene', id: 'a' }]);
    expect(read.events).toBe(2);
    await append(store, 'sceneexport-a', 'SceneExportFailed', { sceneExportID: 'a' });
    await append(store, 'sceneexport-d', 'SceneExportRequested', { sceneExportID: 'd' });
    expect(await exportsInProgress(counted)).toEqual([{ kind: 'scene', id: 'd' }]);
    expect(read.events).toBe(4);
  });

  it('gives two clicks at once the same answer, scanning one after the other', async () => {
    const store = createInMemoryEventStore();
    await append(store, 'sceneexport-a', 'SceneExportRequested', { sceneExportID: 'a' });
    const [first, second] = await Promise.all([exportsInProgress(store), exportsInProgress(store)]);
    expect(first).toEqual([{ kind: 'scene', id: 'a' }]);
    expect(second).toEqual(first);
  });
});
