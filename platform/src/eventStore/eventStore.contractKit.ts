// What the EventStore contract suite (eventStore.contract.ts) works with: the harness an adapter's
// test file hands it, and small builders of events and reads shared by its cases.
import { randomUUID } from 'node:crypto';
import { START_POSITION, type EventPosition, type RecordedEvent } from '@wb/contracts';
import type { AppendOptions, EventStore, EventToAppend } from './eventStore';

export interface HeldAppend {
  commit(): Promise<void>;
}

export interface EventStoreHarness {
  readonly store: EventStore;
  /**
   * Runs an append inside a transaction that stays open until commit() - to show that readers of all
   * events do not pass it. Absent where appends cannot be held open (the suite says so).
   */
  readonly holdAppendOpen?: (streamId: string, events: readonly EventToAppend[], options: AppendOptions) => Promise<HeldAppend>;
  teardown(): Promise<void>;
}

export const testEvent = (type = 'ProjectAccessed', data: unknown = { n: 0 }): EventToAppend => ({
  type,
  data,
  metadata: {
    eventId: randomUUID(),
    causationId: 'command-1',
    correlationId: 'request-1',
    userID: 1,
    time: '2024-05-01T10:00:00.000Z',
    schemaVersion: 1,
  },
});

export const events = (count: number, tag = 'e'): EventToAppend[] => Array.from({ length: count }, (_, n) => testEvent('ProjectAccessed', { tag, n }));

export const streamName = (prefix = 'project'): string => `${prefix}-${randomUUID()}`;

/** Everything readable after a position, page by page. */
export const readAllAfter = async (store: EventStore, after: EventPosition, limit = 1000): Promise<RecordedEvent[]> => {
  const out: RecordedEvent[] = [];
  let position = after;
  for (;;) {
    const page = await store.readAll({ after: position, limit });
    out.push(...page);
    const last = page.at(-1);
    if (!last || page.length < limit) return out;
    position = last.position;
  }
};

export const endOfAll = async (store: EventStore): Promise<EventPosition> => (await readAllAfter(store, START_POSITION)).at(-1)?.position ?? START_POSITION;

const SETTLE_POLL_MS = 20;

/**
 * The end of the log once every committed event is readable. The PostgreSQL store reads only what
 * precedes the oldest transaction open in its database (other databases' transactions do not count),
 * and a transaction of this suite's own, open for a moment, holds back what it reads right after its
 * appends (they come, a moment later). A case that reads "everything after" a position waits for this before
 * it takes the position and again before it reads. A store without hasEventsAfter reads every
 * committed event at once. Not while a case holds an append open: the events committed after it stay
 * unreadable until it commits.
 */
export const settledEnd = async (store: EventStore, timeoutMs = 10_000): Promise<EventPosition> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const end = await endOfAll(store);
    if (!store.hasEventsAfter || !(await store.hasEventsAfter(end))) return end;
    if (Date.now() > deadline) throw new Error(`Committed events stayed unreadable for ${timeoutMs} ms: a transaction left open on the server?`);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
  }
};

export const rejection = async (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => {
      throw new Error('expected the promise to reject');
    },
    (err: unknown) => err,
  );

/** Opens the adapter's harness before a suite's cases (handing it to `onOpen`) and tears it down after them. */
export const openHarness = (factory: () => Promise<EventStoreHarness>, onOpen: (harness: EventStoreHarness) => void): void => {
  let opened: EventStoreHarness | undefined;
  beforeAll(async () => {
    opened = await factory();
    onOpen(opened);
  });
  afterAll(async () => {
    await opened?.teardown();
  });
};

/** An event type no other case uses: events other cases append meanwhile only ever count as "other types". */
export const uniqueType = (label: string): string => `${label}${randomUUID().replace(/-/g, '')}`;
