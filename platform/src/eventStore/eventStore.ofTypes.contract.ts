// Contract cases of the optional readAllOfTypes, run by the adapters that implement it (next to
// testEventStore). Every case uses event types of its own, so events other tests append meanwhile
// only ever count as "other types".
import { comparePositions, type EventPosition, type RecordedEvent } from '@wb/contracts';
import type { EventStore } from './eventStore';
import { settledEnd } from './eventStore.contractKit';
import { type EventStoreHarness, openHarness, streamName, testEvent, uniqueType } from './eventStore.contractKit';

/** The adapter's readAllOfTypes: the suite runs only for adapters that have one, so its absence is a wiring error. */
const typeFilteredReader = (store: EventStore): NonNullable<EventStore['readAllOfTypes']> => {
  const read = store.readAllOfTypes?.bind(store);
  if (!read) throw new Error('This suite was given an event store without readAllOfTypes: run it only for adapters that read by type');
  return read;
};

/** Reads with readAllOfTypes until `through` stops moving; returns what came and where it stopped. */
const readOfTypesUntilIdle = async (store: EventStore, after: EventPosition, types: readonly string[], limit = 100): Promise<{ events: RecordedEvent[]; through: EventPosition; calls: number }> => {
  const read = typeFilteredReader(store);
  const events: RecordedEvent[] = [];
  let through = after;
  for (let calls = 1; ; calls += 1) {
    const page = await read({ after: through, limit, types });
    expect(page.events.length).toBeLessThanOrEqual(limit);
    for (const event of page.events) {
      expect(types).toContain(event.type);
      expect(comparePositions(event.position, through)).toBeGreaterThan(0);
      expect(comparePositions(event.position, page.through)).toBeLessThanOrEqual(0);
    }
    events.push(...page.events);
    expect(comparePositions(page.through, through)).toBeGreaterThanOrEqual(0);
    if (comparePositions(page.through, through) === 0) return { events, through, calls };
    through = page.through;
  }
};

export const testReadAllOfTypes = (name: string, factory: () => Promise<EventStoreHarness>): void => {
  describe(`${name} event store: readAllOfTypes`, () => {
    let harness: EventStoreHarness;
    let store: EventStore;
    openHarness(factory, (opened) => {
      harness = opened;
      store = opened.store;
    });

    it('returns only events of the given types, in commit order, with their data', async () => {
      const start = await settledEnd(store);
      const [wanted, alsoWanted, other] = [uniqueType('Wanted'), uniqueType('AlsoWanted'), uniqueType('Other')];
      const stream = streamName();
      await store.appendToStream(stream, [testEvent(wanted, { n: 1 }), testEvent(other, { n: 2 }), testEvent(alsoWanted, { n: 3 }), testEvent(other, { n: 4 }), testEvent(wanted, { n: 5 })], {
        expectedRevision: 'noStream',
      });
      await settledEnd(store);
      const { events } = await readOfTypesUntilIdle(store, start, [wanted, alsoWanted]);
      const mine = events.filter((e) => e.streamId === stream);
      expect(mine.map((e) => [e.type, e.data])).toEqual([
        [wanted, { n: 1 }],
        [alsoWanted, { n: 3 }],
        [wanted, { n: 5 }],
      ]);
      expect(mine.map((e) => e.revision)).toEqual([0, 2, 4]);
    });

    it('moves `through` past events of other types, though it returns none of them', async () => {
      const start = await settledEnd(store);
      const stream = streamName();
      const appended = await store.appendToStream(
        stream,
        Array.from({ length: 30 }, (_, n) => testEvent(uniqueType('Other'), { n })),
        {
          expectedRevision: 'noStream',
        },
      );
      await settledEnd(store);
      const { events, through } = await readOfTypesUntilIdle(store, start, [uniqueType('Rare')], 10);
      expect(events).toEqual([]);
      expect(comparePositions(through, appended.position)).toBeGreaterThanOrEqual(0);
    });

    it('with more events of the types than the limit, ends `through` at the last one returned', async () => {
      const start = await settledEnd(store);
      const wanted = uniqueType('Wanted');
      await store.appendToStream(
        streamName(),
        Array.from({ length: 5 }, (_, n) => testEvent(wanted, { n })),
        { expectedRevision: 'noStream' },
      );
      await settledEnd(store);
      const read = typeFilteredReader(store);
      let page = await read({ after: start, limit: 2, types: [wanted] });
      // Events other tests appended before ours may fill the scan window: read on until ours come.
      while (page.events.length === 0) page = await read({ after: page.through, limit: 2, types: [wanted] });
      expect(page.events.map((e) => e.data)).toEqual([{ n: 0 }, { n: 1 }]);
      expect(page.through).toEqual(page.events[1]?.position);
      const rest = await readOfTypesUntilIdle(store, page.through, [wanted], 2);
      expect(rest.events.map((e) => e.data)).toEqual([{ n: 2 }, { n: 3 }, { n: 4 }]);
    });

    it('answers `through` = after, and no events, when nothing new is readable', async () => {
      const end = await settledEnd(store);
      const read = typeFilteredReader(store);
      const page = await read({ after: end, limit: 10, types: [uniqueType('Nothing')] });
      expect(page.events).toEqual([]);
      // Another test may have appended since: `through` never goes back, and only forward over what exists.
      expect(comparePositions(page.through, end)).toBeGreaterThanOrEqual(0);
    });

    const heldOpenTitle = 'one append transaction held open while later ones commit: `through` does not pass it, and its events come once it commits';
    it(heldOpenTitle, async () => {
      if (!harness.holdAppendOpen) {
        console.warn(`${name}: "${heldOpenTitle}" not run: this store's appends cannot be held open`);
        return;
      }
      const start = await settledEnd(store);
      const wanted = uniqueType('Wanted');
      const other = uniqueType('Other');
      const held = streamName();
      const open = await harness.holdAppendOpen(held, [testEvent(wanted, { held: 1 }), testEvent(other, { held: 2 })], { expectedRevision: 'noStream' });
      let committed = false;
      try {
        // Later transactions, of the wanted type and of another: both commit before the held one.
        await store.appendToStream(streamName(), [testEvent(wanted, { later: 1 })], { expectedRevision: 'noStream' });
        await store.appendToStream(streamName(), [testEvent(other, { later: 2 })], { expectedRevision: 'noStream' });
        const before = await readOfTypesUntilIdle(store, start, [wanted]);
        expect(before.events.filter((e) => e.type === wanted)).toEqual([]);

        await open.commit();
        committed = true;
        await settledEnd(store);
        const after = await readOfTypesUntilIdle(store, before.through, [wanted]);
        expect(after.events.filter((e) => e.type === wanted).map((e) => e.data)).toEqual([{ held: 1 }, { later: 1 }]);
      } finally {
        if (!committed) await open.commit();
      }
    });
  });
};
