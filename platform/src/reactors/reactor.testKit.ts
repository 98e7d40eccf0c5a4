// What the reactor runtime's tests share: a reactor whose effect is recorded per event id (so an
// effect run twice shows as a count of 2), and appends of events of a few types.
import { randomUUID } from 'node:crypto';
import type { EventStore } from '../eventStore/eventStore';
import type { Reactor, ReactorContext } from './reactor';

export interface EffectRecorder {
  /** Effects per event id, in the order each id was first seen. */
  readonly counts: Map<string, number>;
  record(eventId: string): void;
  /** Ids whose effect ran more than once. */
  twice(): string[];
}

export const effectRecorder = (): EffectRecorder => {
  const counts = new Map<string, number>();
  return {
    counts,
    record: (eventId) => counts.set(eventId, (counts.get(eventId) ?? 0) + 1),
    twice: () => [...counts].filter(([, n]) => n > 1).map(([id]) => id),
  };
};

/** A reactor to ProjectRenamed events that records each effect; `before` runs first and may throw. */
export const recordingReactor = (recorder: EffectRecorder, options: { name?: string; before?: (eventId: string, ctx: ReactorContext) => void | Promise<void> } = {}): Reactor => ({
  name: options.name ?? 'recorder',
  eventTypes: ['ProjectRenamed'],
  async react(event, ctx) {
    await options.before?.(event.metadata.eventId, ctx);
    recorder.record(event.metadata.eventId);
  },
});

const metadata = () => ({
  eventId: randomUUID(),
  causationId: 'c',
  correlationId: 'c',
  userID: null,
  time: '2024-05-01T10:00:00.000Z',
  schemaVersion: 1,
});

/**
 * Appends `count` events to one new stream, every other one a ProjectRenamed (the recording reactor's
 * type) and the rest ProjectAccessed (passed over). Returns the ids of the ProjectRenamed events and
 * the global position of the last event.
 */
export const appendMixed = async (store: EventStore, count: number): Promise<{ renamed: string[]; last: bigint }> => {
  const events = Array.from({ length: count }, (_, n) =>
    n % 2 === 0 ? { type: 'ProjectRenamed', data: { name: `name ${n}` }, metadata: metadata() } : { type: 'ProjectAccessed', data: { n }, metadata: metadata() },
  );
  const result = await store.appendToStream(`project-${randomUUID()}`, events, { expectedRevision: 'noStream' });
  return { renamed: events.filter((e) => e.type === 'ProjectRenamed').map((e) => e.metadata.eventId), last: result.position.globalPosition };
};

/** Polls until `check` holds; fails with `what` after the timeout. */
export const eventually = async (what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
