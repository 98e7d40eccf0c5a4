// Contract cases of the optional countAfter, hasEventsAfter and readTypes, run by the adapters that implement
// them (next to testEventStore). Each case counts from the end of the log once all of it is readable
// (settledEnd), with event types of its own.
import { comparePositions, type EventPosition } from '@wb/contracts';
import type { CountAfterResult, EventStore, TypeAtPosition } from './eventStore';
import { settledEnd } from './eventStore.contractKit';
import { type EventStoreHarness, openHarness, streamName, testEvent, uniqueType } from './eventStore.contractKit';

/** The adapter's countAfter: the suite runs only for adapters that have one, so its absence is a wiring error. */
const counter = (store: EventStore): NonNullable<EventStore['countAfter']> => {
  const count = store.countAfter?.bind(store);
  if (!count) throw new Error('This suite was given an event store without countAfter: run it only for adapters that count');
  return count;
};

/** The adapter's hasEventsAfter, as countAfter above. */
const finder = (store: EventStore): NonNullable<EventStore['hasEventsAfter']> => {
  const has = store.hasEventsAfter?.bind(store);
  if (!has) throw new Error('This suite was given an event store without hasEventsAfter: run it only for adapters that have it');
  return has;
};

/** The adapter's readTypes, as countAfter above. */
const typeReader = (store: EventStore): NonNullable<EventStore['readTypes']> => {
  const read = store.readTypes?.bind(store);
  if (!read) throw new Error('This suite was given an event store without readTypes: run it only for adapters that have it');
  return read;
};

/** Every type and position after `after`, page by page. */
const readTypesUntilIdle = async (store: EventStore, after: EventPosition, limit: number): Promise<TypeAtPosition[]> => {
  const read: TypeAtPosition[] = [];
  for (let position = after; ;) {
    const page = await typeReader(store)({ after: position, limit });
    expect(page.length).toBeLessThanOrEqual(limit);
    const last = page[page.length - 1];
    if (!last) return read;
    read.push(...page);
    position = last.position;
  }
};

/** Counts window after window until `through` stops moving. */
const countUntilIdle = async (store: EventStore, after: EventPosition, scan: number, types?: readonly string[]): Promise<CountAfterResult & { windows: number }> => {
  const count = counter(store);
  let total = 0;
  let through = after;
  for (let windows = 1; ; windows += 1) {
    const window = await count({ after: through, scan, types });
    expect(comparePositions(window.through, through)).toBeGreaterThanOrEqual(0);
    if (comparePositions(window.through, through) === 0) return { count: total, through, windows };
    total += window.count;
    through = window.through;
  }
};

export const testCounting = (name: string, factory: () => Promise<EventStoreHarness>): void => {
  describe(`${name} event store: countAfter, hasEventsAfter and readTypes`, () => {
    let harness: EventStoreHarness;
    let store: EventStore;
    openHarness(factory, (opened) => {
      harness = opened;
      store = opened.store;
    });

    it('counts the events of the given types after a position, and every event without types', async () => {
      const start = await settledEnd(store);
      const [wanted, other] = [uniqueType('Wanted'), uniqueType('Other')];
      const appended = await store.appendToStream(streamName(), [testEvent(wanted), testEvent(other), testEvent(wanted), testEvent(other), testEvent(wanted)], { expectedRevision: 'noStream' });
      await settledEnd(store);
      const ofType = await counter(store)({ after: start, scan: 1_000, types: [wanted] });
      expect(ofType.count).toBe(3);
      expect(ofType.through).toEqual(appended.position);
      const all = await counter(store)({ after: start, scan: 1_000 });
      expect(all.count).toBe(5);
      expect(all.through).toEqual(appended.position);
    });

    it('looks at no more than `scan` events a call, and window after window counts them all', async () => {
      const start = await settledEnd(store);
      const wanted = uniqueType('Wanted');
      const appended = await store.appendToStream(
        streamName(),
        Array.from({ length: 7 }, () => testEvent(wanted)),
        { expectedRevision: 'noStream' },
      );
      await settledEnd(store);
      const first = await counter(store)({ after: start, scan: 3, types: [wanted] });
      expect(first.count).toBe(3);
      expect(comparePositions(first.through, appended.position)).toBeLessThan(0);
      const all = await countUntilIdle(store, start, 3, [wanted]);
      expect(all.count).toBe(7);
      expect(all.windows).toBe(4);
      expect(all.through).toEqual(appended.position);
    });

    it('answers 0 and `through` = after when nothing new is readable', async () => {
      const end = await settledEnd(store);
      expect(await counter(store)({ after: end, scan: 100, types: [uniqueType('Nothing')] })).toEqual({ count: 0, through: end });
    });

    it('says whether committed events follow a position', async () => {
      const start = await settledEnd(store);
      expect(await finder(store)(start)).toBe(false);
      const appended = await store.appendToStream(streamName(), [testEvent(uniqueType('Any'))], { expectedRevision: 'noStream' });
      expect(await finder(store)(start)).toBe(true);
      expect(await finder(store)(appended.position)).toBe(false);
    });

    it('reads the type and position of every event after a position, in commit order, page by page', async () => {
      const start = await settledEnd(store);
      const [first, second] = [uniqueType('First'), uniqueType('Second')];
      const stream = streamName();
      await store.appendToStream(stream, [testEvent(first), testEvent(second), testEvent(first)], { expectedRevision: 'noStream' });
      const appended = await store.appendToStream(stream, [testEvent(second)], { expectedRevision: 2n });
      await settledEnd(store);
      const read = await readTypesUntilIdle(store, start, 3);
      expect(read.map((e) => e.type)).toEqual([first, second, first, second]);
      expect(read[read.length - 1]?.position).toEqual(appended.position);
      for (let i = 1; i < read.length; i += 1) expect(comparePositions(read[i - 1]!.position, read[i]!.position)).toBeLessThan(0);
      expect(await typeReader(store)({ after: appended.position, limit: 10 })).toEqual([]);
    });

    const heldOpenTitle = 'neither counts nor reads past an append transaction held open, though it says that events follow, and counts and reads its events once it commits';
    it(heldOpenTitle, async () => {
      if (!harness.holdAppendOpen) {
        console.warn(`${name}: "${heldOpenTitle}" not run: this store's appends cannot be held open`);
        return;
      }
      const start = await settledEnd(store);
      const wanted = uniqueType('Wanted');
      const open = await harness.holdAppendOpen(streamName(), [testEvent(wanted), testEvent(wanted)], { expectedRevision: 'noStream' });
      let committed = false;
      try {
        expect(await finder(store)(start)).toBe(false);
        await store.appendToStream(streamName(), [testEvent(wanted)], { expectedRevision: 'noStream' });
        expect((await countUntilIdle(store, start, 100, [wanted])).count).toBe(0);
        expect(await readTypesUntilIdle(store, start, 100)).toEqual([]);
        // Committed but held back by the open append: there are events after the position, none readable yet.
        expect(await finder(store)(start)).toBe(true);
        await open.commit();
        committed = true;
        await settledEnd(store);
        expect((await countUntilIdle(store, start, 100, [wanted])).count).toBe(3);
        expect((await readTypesUntilIdle(store, start, 2)).map((e) => e.type)).toEqual([wanted, wanted, wanted]);
      } finally {
        if (!committed) await open.commit();
      }
    });
  });
};
