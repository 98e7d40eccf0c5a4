// Writers and a subscriber at once: the subscriber must receive every event exactly once.
import { randomUUID } from 'node:crypto';
import { checkDelivery, followAllEvents, type DeliveryReport, type EventStore } from '@wb/platform';
import { benchEvents } from '../events';
import { report } from '../measure';

const WRITERS = 16;
const EVENTS_PER_APPEND = 10;

/** 16 writers append `total` events (10 per append) while one follower reads all events from the start. */
export const runDeliveryCheck = async (store: EventStore, total: number): Promise<DeliveryReport & { seconds: number }> => {
  const follower = followAllEvents(store, { batchSize: 1000 });
  const appendedIds: string[] = [];
  const appendsPerWriter = Math.ceil(total / WRITERS / EVENTS_PER_APPEND);
  const start = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      const stream = `project-${randomUUID()}`;
      for (let i = 0; i < appendsPerWriter && appendedIds.length < total; i += 1) {
        const events = benchEvents(Math.min(EVENTS_PER_APPEND, total - appendedIds.length));
        appendedIds.push(...events.map((e) => e.metadata.eventId));
        await store.appendToStream(stream, events, { expectedRevision: i === 0 ? 'noStream' : 'streamExists' });
      }
    }),
  );
  const ids = new Set(appendedIds);
  let seen = 0;
  let counted = 0;
  await follower.stop(() => {
    for (; counted < follower.received.length; counted += 1) if (ids.has(follower.received[counted]!.metadata.eventId)) seen += 1;
    return seen >= ids.size;
  }, 60_000);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return { ...checkDelivery(appendedIds, follower.received), seconds };
};

export const benchSubscriber = async (store: EventStore, total: number): Promise<void> => {
  const result = await runDeliveryCheck(store, total);
  report('subscriber_events', result.expected, 'events');
  report('subscriber_lost', result.lost, 'events');
  report('subscriber_doubled', result.doubled, 'events');
  report('subscriber_out_of_order', result.outOfOrder, 'events');
  report('subscriber_throughput', result.expected / result.seconds, 'events/s');
};
