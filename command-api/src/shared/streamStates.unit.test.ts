import { randomUUID } from 'node:crypto';
import v8 from 'node:v8';
import vm from 'node:vm';
import { ProjectStatus, type RecordedEvent } from '@wb/contracts';
import { createInMemoryEventStore, type EventStore } from '@wb/platform';
import { folderAggregate } from '../folders/domain/folder/aggregate';
import type { FolderCommand } from '../folders/domain/folder/decide';
import { eventMetadataOf, type CommandMetadata } from './commandMetadata';
import { handlerOf } from './handle';
import { stateOfStream } from './streams';
import { StreamStates } from './streamStates';

/** A store that counts the events its readStream answers, and can be pointed at another store. */
const countingStore = (first: EventStore) => {
  let target = first;
  const counted = { events: 0 };
  const store = new Proxy(first, {
    get(_t, key: keyof EventStore) {
      if (key === 'readStream') {
        return async (...args: Parameters<EventStore['readStream']>): Promise<RecordedEvent[]> => {
          const read = await target.readStream(...args);
          counted.events += read.length;
          return read;
        };
      }
      const value = target[key];
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    store,
    counted,
    pointAt: (next: EventStore) => {
      target = next;
    },
  };
};

const meta = (idempotencyKey: string | null = null): CommandMetadata => ({
  userID: 1,
  time: new Date().toISOString(),
  requestId: randomUUID(),
  idempotencyKey,
  commandId: randomUUID(),
});

const FOLDER = 'f1';
const create = (): FolderCommand => ({ type: 'CreateFolder', projectGroupID: FOLDER, name: 'Biology', nameHolder: null });

describe('commands read a stream through the cache of stream states', () => {
  it('read only the events appended since the last command, and decide on the whole state', async () => {
    const { store, counted } = countingStore(createInMemoryEventStore());
    const folders = handlerOf(store, folderAggregate);
    await folders.handle(meta(), FOLDER, create);
    for (let i = 0; i < 20; i += 1) {
      await folders.handle(meta(), FOLDER, () => ({ type: 'ArchiveFolder' }));
      await folders.handle(meta(), FOLDER, () => ({ type: 'ReviveFolder' }));
    }
    expect(await store.readStream(`folder-${FOLDER}`)).toHaveLength(41);
    counted.events = 0;
    const outcome = await folders.handle(meta(), FOLDER, () => ({ type: 'ArchiveFolder' }));
    // The last event folded (the check that the history continues) and the one the previous command
    // appended after its load: 2 of the stream's 41.
    expect(counted.events).toBe(2);
    expect(outcome.events.map((e) => e.type)).toEqual(['FolderArchived']);
    await expect(folders.handle(meta(), FOLDER, () => ({ type: 'ArchiveFolder' }))).rejects.toThrow('The folder is already archived.');
  });

  it('see what another writer appended to the stream', async () => {
    const { store } = countingStore(createInMemoryEventStore());
    const folders = handlerOf(store, folderAggregate);
    await folders.handle(meta(), FOLDER, create);
    // Another process: another store object on the same events, so another cache.
    const other = countingStore(store).store;
    await handlerOf(other, folderAggregate).handle(meta(), FOLDER, () => ({ type: 'ArchiveFolder' }));
    await expect(folders.handle(meta(), FOLDER, () => ({ type: 'ArchiveFolder' }))).rejects.toThrow('The folder is already archived.');
  });

  it('answer a retried idempotent command with the events its first try appended, appending nothing', async () => {
    const { store } = countingStore(createInMemoryEventStore());
    const folders = handlerOf(store, folderAggregate);
    await folders.handle(meta(), FOLDER, create);
    const retried = meta('key-1');
    const first = await folders.handle(retried, FOLDER, () => ({ type: 'ArchiveFolder' }));
    await folders.handle(meta(), FOLDER, () => ({ type: 'ReviveFolder' }));
    const again = await folders.handle({ ...retried, commandId: randomUUID() }, FOLDER, () => ({ type: 'ArchiveFolder' }));
    expect(again.events).toEqual([expect.objectContaining({ type: 'FolderArchived' })]);
    expect(again.position).toBe(first.position);
    expect(await store.readStream(`folder-${FOLDER}`)).toHaveLength(3);
  });

  it('read a stream whole when its history is not the one folded (a store emptied and written again)', async () => {
    const first = createInMemoryEventStore();
    const { store, pointAt } = countingStore(first);
    const folders = handlerOf(store, folderAggregate);
    await folders.handle(meta(), FOLDER, create);
    await folders.handle(meta(), FOLDER, () => ({ type: 'ArchiveFolder' }));
    expect((await stateOfStream(store, folderAggregate, `folder-${FOLDER}`))?.status).toBe(ProjectStatus.Archived);
    const second = createInMemoryEventStore();
    pointAt(second);
    await folders.handle(meta(), FOLDER, create);
    await folders.handle(meta(), FOLDER, () => ({ type: 'DeleteFolder' }));
    // Same revisions as before, other events: the cached (archived) state must not be used.
    expect((await stateOfStream(store, folderAggregate, `folder-${FOLDER}`))?.status).toBe(ProjectStatus.Deleted);
  });

  it('keep at most the budget of events, least recently used streams first, and never a longer stream', async () => {
    const store = createInMemoryEventStore();
    const folders = handlerOf(store, folderAggregate);
    for (const id of ['a', 'b', 'c']) {
      await folders.handle(meta(), id, () => ({ type: 'CreateFolder', projectGroupID: id, name: id, nameHolder: null }));
      await folders.handle(meta(), id, () => ({ type: 'ArchiveFolder' }));
    }
    const states = new StreamStates(store, 5);
    for (const id of ['a', 'b', 'c']) await states.load(folderAggregate, `folder-${id}`);
    expect(states.size()).toEqual({ streams: 2, events: 4 });
    for (let i = 0; i < 3; i += 1) {
      await folders.handle(meta(), 'a', () => ({ type: 'ReviveFolder' }));
      await folders.handle(meta(), 'a', () => ({ type: 'ArchiveFolder' }));
    }
    const longer = await states.load(folderAggregate, 'folder-a');
    expect(longer.expectedRevision).toBe(7n);
    expect(states.size()).toEqual({ streams: 2, events: 4 });
  });

  it('hold a few bytes an event of a long stream beside its state, not its causations as text', async () => {
    v8.setFlagsFromString('--expose-gc');
    const collect = vm.runInNewContext('gc') as () => void;
    // The heap and the typed arrays' memory outside it, after a full collection.
    const heldAfterCollection = () => {
      collect();
      const { heapUsed, arrayBuffers } = process.memoryUsage();
      return heapUsed + arrayBuffers;
    };
    const store = createInMemoryEventStore();
    const streamId = `folder-${FOLDER}`;
    const events = 20_000;
    const eventOf = (i: number) => {
      const type = i === 0 ? 'FolderCreated' : i % 2 === 1 ? 'FolderArchived' : 'FolderRevived';
      return { type, data: i === 0 ? { projectGroupID: FOLDER, name: 'Biology' } : { projectGroupID: FOLDER }, metadata: eventMetadataOf(meta(), type, randomUUID()) };
    };
    // One append: the in-memory store's appends get slower with the stream's length.
    await store.appendToStream(
      streamId,
      Array.from({ length: events }, (_, i) => eventOf(i)),
      { expectedRevision: 'noStream' },
    );
    const states = new StreamStates(store);
    const before = heldAfterCollection();
    const loaded = await states.load(folderAggregate, streamId);
    const held = heldAfterCollection() - before;
    expect(loaded.state?.status).toBe(ProjectStatus.Archived);
    expect(states.size()).toEqual({ streams: 1, events });
    // A Set of the causations as text held about 80 bytes an event here (the store shares their ids), 140 in the product.
    expect(held / events).toBeLessThan(20);
  });
});
