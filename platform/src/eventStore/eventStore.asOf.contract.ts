// Contract cases of the optional readStreamsUpTo (the project as it was, issue 21), run by the adapters
// that implement it (next to testEventStore). Each case reads streams of its own.
import type { EventStore, EventToAppend } from './eventStore';
import { openHarness, streamName, testEvent, type EventStoreHarness } from './eventStore.contractKit';

/** The adapter's readStreamsUpTo: the suite runs only for adapters that have it, so its absence is a wiring error. */
const upToReader = (store: EventStore): NonNullable<EventStore['readStreamsUpTo']> => {
  const read = store.readStreamsUpTo?.bind(store);
  if (!read) throw new Error('This suite was given an event store without readStreamsUpTo: run it only for adapters that have it');
  return read;
};

const numbered = (type: string, n: number): EventToAppend => testEvent(type, { n });

export const testReadAsOf = (name: string, factory: () => Promise<EventStoreHarness>): void => {
  describe(`${name} event store: readStreamsUpTo`, () => {
    let store: EventStore;
    openHarness(factory, (opened) => {
      store = opened.store;
    });

    it("reads the named streams' events up to a global position, in global order, of the given types only", async () => {
      const [a, b, other] = [streamName('asofa'), streamName('asofb'), streamName('asofc')];
      await store.appendToStream(a, [numbered('Kept', 1)], { expectedRevision: 'noStream' });
      await store.appendToStream(other, [numbered('Kept', 2)], { expectedRevision: 'noStream' });
      const cut = await store.appendToStream(b, [numbered('Kept', 3), numbered('Skipped', 4)], { expectedRevision: 'noStream' });
      await store.appendToStream(a, [numbered('Kept', 5)], { expectedRevision: 0n });
      const readUpTo = upToReader(store);
      const upTo = await readUpTo({ streamIds: [a, b], toGlobalPosition: cut.position.globalPosition });
      expect(upTo.map((e) => e.data)).toEqual([{ n: 1 }, { n: 3 }, { n: 4 }]);
      const kept = await readUpTo({ streamIds: [a, b], toGlobalPosition: cut.position.globalPosition + 100n, types: ['Kept'] });
      expect(kept.map((e) => e.data)).toEqual([{ n: 1 }, { n: 3 }, { n: 5 }]);
      expect(kept.map((e) => [e.streamId, e.revision])).toEqual([
        [a, 0],
        [b, 0],
        [a, 1],
      ]);
      expect(await readUpTo({ streamIds: [a, b], toGlobalPosition: 0n })).toEqual([]);
      expect(await readUpTo({ streamIds: [streamName('asofnone')], toGlobalPosition: cut.position.globalPosition })).toEqual([]);
    });
  });
};
