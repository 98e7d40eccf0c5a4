// The one contract suite of the EventStore port; every adapter's test file runs it:
//   testEventStore('PostgreSQL', async () => ({ store, teardown }))
import { randomUUID } from 'node:crypto';
import { comparePositions, type RecordedEvent } from '@wb/contracts';
import { checkDelivery, followAllEvents } from './delivery';
import { ReservationTakenError, WrongExpectedRevisionError, type EventStore } from './eventStore';
import { events, type EventStoreHarness, openHarness, readAllAfter, rejection, settledEnd, streamName, testEvent } from './eventStore.contractKit';

export { testEvent, type EventStoreHarness } from './eventStore.contractKit';

export const testEventStore = (name: string, factory: () => Promise<EventStoreHarness>): void => {
  describe(`${name} event store`, () => {
    let harness: EventStoreHarness;
    let store: EventStore;
    openHarness(factory, (opened) => {
      harness = opened;
      store = opened.store;
    });

    describe('append and read a stream', () => {
      it('reads back what was appended, in revision order, with data and metadata', async () => {
        const stream = streamName();
        const appended = [testEvent('ProjectCreated', { projectID: 'p1', name: 'Intro' }), testEvent('ProjectRenamed', { name: 'Intro 2' })];
        const result = await store.appendToStream(stream, appended, { expectedRevision: 'noStream' });
        expect(result.nextRevision).toBe(1n);

        const read = await store.readStream(stream);
        expect(read.map((e) => [e.type, e.revision, e.streamId])).toEqual([
          ['ProjectCreated', 0, stream],
          ['ProjectRenamed', 1, stream],
        ]);
        expect(read[0]?.data).toEqual({ projectID: 'p1', name: 'Intro' });
        expect(read[1]?.metadata).toEqual(appended[1]?.metadata);
        expect(read[1]?.position).toEqual(result.position);
      });

      it('keeps data exactly: quotes, backslashes, braces, commas, unicode, nulls and nesting', async () => {
        const stream = streamName();
        const awkward = {
          name: 'He said "hi", {then} left\\ \u00e9\u00e8 \ud83c\udfac',
          empty: '',
          nothing: null,
          list: ['a,b', '{c}', '"d"', 'e\\f'],
          nested: { deeper: { n: 1.5, yes: true } },
        };
        const appended = [testEvent('ProjectCreated', awkward), testEvent('ProjectRenamed', { name: 'NULL' })];
        await store.appendToStream(stream, appended, { expectedRevision: 'noStream' });
        const read = await store.readStream(stream);
        expect(read.map((e) => e.data)).toEqual([awkward, { name: 'NULL' }]);
        expect(read.map((e) => e.metadata)).toEqual(appended.map((e) => e.metadata));
      });

      it('reads from a revision and at most a count, and an unknown stream as empty', async () => {
        const stream = streamName();
        await store.appendToStream(stream, events(5), { expectedRevision: 'noStream' });
        const page = await store.readStream(stream, { fromRevision: 2n, maxCount: 2 });
        expect(page.map((e) => e.revision)).toEqual([2, 3]);
        expect(await store.readStream(streamName())).toEqual([]);
      });
    });

    describe('expected revision', () => {
      it('noStream: creates a new stream, refuses an existing one', async () => {
        const stream = streamName();
        await store.appendToStream(stream, events(1), { expectedRevision: 'noStream' });
        const err = await rejection(store.appendToStream(stream, events(1), { expectedRevision: 'noStream' }));
        expect(err).toBeInstanceOf(WrongExpectedRevisionError);
        expect((err as WrongExpectedRevisionError).actual).toBe(0n);
      });

      it('streamExists: refuses a missing stream, appends to an existing one', async () => {
        const stream = streamName();
        const err = await rejection(store.appendToStream(stream, events(1), { expectedRevision: 'streamExists' }));
        expect(err).toBeInstanceOf(WrongExpectedRevisionError);
        expect((err as WrongExpectedRevisionError).actual).toBe('noStream');
        expect(await store.readStream(stream)).toEqual([]);

        await store.appendToStream(stream, events(1), { expectedRevision: 'any' });
        const result = await store.appendToStream(stream, events(2), { expectedRevision: 'streamExists' });
        expect(result.nextRevision).toBe(2n);
      });

      it('exact: appends at the expected revision, refuses any other and writes nothing', async () => {
        const stream = streamName();
        await store.appendToStream(stream, events(2), { expectedRevision: 'noStream' });
        const err = await rejection(store.appendToStream(stream, events(1), { expectedRevision: 0n }));
        expect(err).toBeInstanceOf(WrongExpectedRevisionError);
        expect((err as WrongExpectedRevisionError).actual).toBe(1n);
        expect((err as WrongExpectedRevisionError).expected).toBe(0n);

        const result = await store.appendToStream(stream, events(1), { expectedRevision: 1n });
        expect(result.nextRevision).toBe(2n);
        expect((await store.readStream(stream)).length).toBe(3);
        const missing = await rejection(store.appendToStream(streamName(), events(1), { expectedRevision: 0n }));
        expect((missing as WrongExpectedRevisionError).actual).toBe('noStream');
      });

      it('any: appends whatever the revision', async () => {
        const stream = streamName();
        expect((await store.appendToStream(stream, events(1), { expectedRevision: 'any' })).nextRevision).toBe(0n);
        expect((await store.appendToStream(stream, events(1), { expectedRevision: 'any' })).nextRevision).toBe(1n);
      });

      it('of concurrent writers expecting the same revision, exactly one wins', async () => {
        const stream = streamName();
        await store.appendToStream(stream, events(1), { expectedRevision: 'noStream' });
        const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => store.appendToStream(stream, events(1), { expectedRevision: 0n })));
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        for (const o of outcomes) {
          if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(WrongExpectedRevisionError);
        }
        expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0, 1]);
      });
      it('of concurrent writers starting one stream, exactly one wins', async () => {
        const stream = streamName();
        const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => store.appendToStream(stream, events(1), { expectedRevision: 'noStream' })));
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        for (const o of outcomes) {
          if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(WrongExpectedRevisionError);
        }
        expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0]);
      });

      it('writers expecting any revision and writers expecting an exact one, all at once: revisions stay contiguous', async () => {
        const stream = streamName();
        await store.appendToStream(stream, events(1), { expectedRevision: 'noStream' });
        const outcomes = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => store.appendToStream(stream, events(1), { expectedRevision: i % 2 === 0 ? 'any' : 0n })));
        const anyOutcomes = outcomes.filter((_, i) => i % 2 === 0);
        const exactOutcomes = outcomes.filter((_, i) => i % 2 === 1);
        expect(anyOutcomes.every((o) => o.status === 'fulfilled')).toBe(true);
        expect(exactOutcomes.filter((o) => o.status === 'fulfilled').length).toBeLessThanOrEqual(1);
        for (const o of exactOutcomes) {
          if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(WrongExpectedRevisionError);
        }
        const written = 1 + outcomes.filter((o) => o.status === 'fulfilled').length;
        expect((await store.readStream(stream)).map((e) => e.revision)).toEqual(Array.from({ length: written }, (_, i) => i));
      });
    });

    describe('idempotent re-append', () => {
      it('re-appending the same events at the same revisions writes nothing and answers the first position', async () => {
        const stream = streamName();
        const batch = events(3);
        const first = await store.appendToStream(stream, batch, { expectedRevision: 'noStream' });
        const again = await store.appendToStream(stream, batch, { expectedRevision: 'noStream' });
        expect(again).toEqual(first);
        const withAny = await store.appendToStream(stream, batch, { expectedRevision: 'any' });
        expect(withAny).toEqual(first);
        expect(await store.appendToStream(stream, batch, { expectedRevision: 'streamExists' })).toEqual(first);
        expect((await store.readStream(stream)).length).toBe(3);

        const more = events(1);
        const second = await store.appendToStream(stream, more, { expectedRevision: 2n });
        expect(await store.appendToStream(stream, more, { expectedRevision: 2n })).toEqual(second);
        expect((await store.readStream(stream)).length).toBe(4);
      });

      it('refuses events already stored at other revisions', async () => {
        const stream = streamName();
        const [a, b] = events(2);
        await store.appendToStream(stream, [a!, b!], { expectedRevision: 'noStream' });
        const err = await rejection(store.appendToStream(stream, [b!, a!], { expectedRevision: 'any' }));
        expect(err).toBeInstanceOf(WrongExpectedRevisionError);
        expect((await store.readStream(stream)).length).toBe(2);
      });
    });

    describe('reservations', () => {
      it('a key claimed by one stream is refused to another, with the holder named, and nothing is appended', async () => {
        const key = `name-${randomUUID()}`;
        const owner = streamName();
        const other = streamName();
        await store.appendToStream(owner, events(1), { expectedRevision: 'noStream', reserve: [{ scope: 'project-name', key }] });
        expect(await store.findReservation({ scope: 'project-name', key })).toBe(owner);

        const err = await rejection(store.appendToStream(other, events(1), { expectedRevision: 'noStream', reserve: [{ scope: 'project-name', key }] }));
        expect(err).toBeInstanceOf(ReservationTakenError);
        expect((err as ReservationTakenError).heldBy).toBe(owner);
        expect((err as ReservationTakenError).reservation).toEqual({ scope: 'project-name', key });
        expect(await store.readStream(other)).toEqual([]);
        // The same key in another scope is free.
        await store.appendToStream(other, events(1), { expectedRevision: 'noStream', reserve: [{ scope: 'folder-name', key }] });
      });

      it('the holder may claim its own key again', async () => {
        const key = `name-${randomUUID()}`;
        const owner = streamName();
        await store.appendToStream(owner, events(1), { expectedRevision: 'any', reserve: [{ scope: 'project-name', key }] });
        await store.appendToStream(owner, events(1), { expectedRevision: 'any', reserve: [{ scope: 'project-name', key }] });
        expect(await store.findReservation({ scope: 'project-name', key })).toBe(owner);
      });

      it('a released key can be claimed by another stream; a rename releases and claims in one append', async () => {
        const oldKey = `name-${randomUUID()}`;
        const newKey = `name-${randomUUID()}`;
        const owner = streamName();
        await store.appendToStream(owner, events(1), { expectedRevision: 'noStream', reserve: [{ scope: 'project-name', key: oldKey }] });
        await store.appendToStream(owner, events(1), {
          expectedRevision: 0n,
          release: [{ scope: 'project-name', key: oldKey }],
          reserve: [{ scope: 'project-name', key: newKey }],
        });
        expect(await store.findReservation({ scope: 'project-name', key: oldKey })).toBeNull();
        expect(await store.findReservation({ scope: 'project-name', key: newKey })).toBe(owner);

        const other = streamName();
        await store.appendToStream(other, events(1), { expectedRevision: 'noStream', reserve: [{ scope: 'project-name', key: oldKey }] });
        expect(await store.findReservation({ scope: 'project-name', key: oldKey })).toBe(other);
      });

      it('a refused append keeps its releases undone', async () => {
        const mine = `name-${randomUUID()}`;
        const theirs = `name-${randomUUID()}`;
        const owner = streamName();
        const holder = streamName();
        await store.appendToStream(holder, events(1), { expectedRevision: 'noStream', reserve: [{ scope: 'project-name', key: theirs }] });
        await store.appendToStream(owner, events(1), { expectedRevision: 'noStream', reserve: [{ scope: 'project-name', key: mine }] });
        await rejection(
          store.appendToStream(owner, events(1), {
            expectedRevision: 0n,
            release: [{ scope: 'project-name', key: mine }],
            reserve: [{ scope: 'project-name', key: theirs }],
          }),
        );
        expect(await store.findReservation({ scope: 'project-name', key: mine })).toBe(owner);
      });

      it('of concurrent claims of one key by different streams, exactly one wins', async () => {
        const key = `name-${randomUUID()}`;
        const outcomes = await Promise.allSettled(
          Array.from({ length: 6 }, () => store.appendToStream(streamName(), events(1), { expectedRevision: 'noStream', reserve: [{ scope: 'project-name', key }] })),
        );
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(ReservationTakenError);
      });
    });

    describe('reading all events', () => {
      it('returns every event in position order, page by page, strictly after the given position', async () => {
        const start = await settledEnd(store);
        const [s1, s2, s3] = [streamName(), streamName('folder'), streamName('user')];
        const appended = [...events(3, 'a'), ...events(2, 'b'), ...events(4, 'c')];
        await store.appendToStream(s1, appended.slice(0, 3), { expectedRevision: 'noStream' });
        await store.appendToStream(s2, appended.slice(3, 5), { expectedRevision: 'noStream' });
        await store.appendToStream(s3, appended.slice(5), { expectedRevision: 'noStream' });
        await settledEnd(store);

        const whole = (await readAllAfter(store, start)).filter((e) => [s1, s2, s3].includes(e.streamId));
        expect(whole.map((e) => e.metadata.eventId)).toEqual(appended.map((e) => e.metadata.eventId));
        const paged = (await readAllAfter(store, start, 2)).filter((e) => [s1, s2, s3].includes(e.streamId));
        expect(paged.map((e) => e.metadata.eventId)).toEqual(whole.map((e) => e.metadata.eventId));
        for (let i = 1; i < whole.length; i += 1) {
          expect(comparePositions(whole[i - 1]!.position, whole[i]!.position)).toBeLessThan(0);
        }
        const afterThird = await store.readAll({ after: whole[2]!.position, limit: 100 });
        expect(afterThird[0]?.metadata.eventId).toBe(appended[3]?.metadata.eventId);
        expect(await store.readAll({ after: whole.at(-1)!.position, limit: 100 })).toEqual(await readAllAfter(store, whole.at(-1)!.position, 100));
      });

      it('resolves a global position to its full position, and an unknown one to null', async () => {
        const result = await store.appendToStream(streamName(), events(2), { expectedRevision: 'noStream' });
        expect(await store.positionOf(result.position.globalPosition)).toEqual(result.position);
        expect(await store.positionOf(result.position.globalPosition + 1_000_000n)).toBeNull();
      });

      it('tells the global position of the last event appended', async () => {
        const first = await store.appendToStream(streamName(), events(1), { expectedRevision: 'noStream' });
        expect(await store.lastGlobalPosition()).toBe(first.position.globalPosition);
        const second = await store.appendToStream(streamName(), events(3), { expectedRevision: 'noStream' });
        expect(await store.lastGlobalPosition()).toBe(second.position.globalPosition);
      });

      it('hints listeners that events were appended', async () => {
        const hinted = new Promise<void>((resolve) => {
          const off = store.onAppended(() => {
            off();
            resolve();
          });
        });
        await store.appendToStream(streamName(), events(1), { expectedRevision: 'noStream' });
        await expect(hinted).resolves.toBeUndefined();
      });

      it('many writers append concurrently while a reader follows all events from the start: the reader sees every event exactly once, in commit order', async () => {
        const writers = 16;
        const appendsPerWriter = 25;
        const follower = followAllEvents(store, { batchSize: 37, pollMs: 5 });
        const appendedIds: string[] = [];
        await Promise.all(
          Array.from({ length: writers }, async (_, w) => {
            const stream = streamName();
            for (let i = 0; i < appendsPerWriter; i += 1) {
              const batch = events(1 + ((w + i) % 3), `w${w}`);
              appendedIds.push(...batch.map((e) => e.metadata.eventId));
              await store.appendToStream(stream, batch, { expectedRevision: i === 0 ? 'noStream' : 'streamExists' });
            }
          }),
        );
        const ids = new Set(appendedIds);
        const seen = (): number => follower.received.filter((e) => ids.has(e.metadata.eventId)).length;
        await follower.stop(() => seen() >= ids.size, 20_000);
        expect(checkDelivery(appendedIds, follower.received)).toEqual({
          expected: appendedIds.length,
          received: appendedIds.length,
          lost: 0,
          doubled: 0,
          outOfOrder: 0,
        });
      });

      const heldOpenTitle = 'one append transaction held open while later ones commit: the reader does not pass it, and sees its events once it commits';
      it(heldOpenTitle, async () => {
        if (!harness.holdAppendOpen) {
          console.warn(`${name}: "${heldOpenTitle}" not run: this store's appends are atomic and cannot be held open`);
          return;
        }
        const start = await settledEnd(store);
        const [held, later1, later2] = [streamName(), streamName(), streamName()];
        const heldEvents = events(2, 'held');
        const open = await harness.holdAppendOpen(held, heldEvents, { expectedRevision: 'noStream' });
        let committed = false;
        try {
          const laterEvents = [...events(1, 'later1'), ...events(3, 'later2')];
          await store.appendToStream(later1, laterEvents.slice(0, 1), { expectedRevision: 'noStream' });
          await store.appendToStream(later2, laterEvents.slice(1), { expectedRevision: 'noStream' });

          const mine = (list: RecordedEvent[]): RecordedEvent[] => list.filter((e) => [held, later1, later2].includes(e.streamId));
          const before = mine(await readAllAfter(store, start));
          expect(before).toEqual([]);

          await open.commit();
          committed = true;
          const follower = followAllEvents(store, { after: start, pollMs: 5 });
          const all = [...heldEvents, ...laterEvents].map((e) => e.metadata.eventId);
          await follower.stop(() => mine(follower.received).length >= all.length, 10_000);
          expect(mine(follower.received).map((e) => e.metadata.eventId)).toEqual(all);
          expect(checkDelivery(all, follower.received)).toMatchObject({ lost: 0, doubled: 0, outOfOrder: 0 });
        } finally {
          if (!committed) await open.commit();
        }
      });
    });
  });
};
