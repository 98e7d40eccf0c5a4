// What the Bus contract suite (bus.contract.ts) works with: the harness an adapter's test file hands
// it, messages, topics of their own per case, and a subscriber that collects what it receives.
import { randomUUID } from 'node:crypto';
import type { Bus, BusHandler, BusMessage } from './bus';

export interface BusHarness {
  readonly bus: Bus;
  /** How long a case waits for a message (a broker's consumer group takes seconds to settle). */
  readonly deliveryTimeoutMs: number;
  teardown(): Promise<void>;
}

export const uniqueTopic = (): string => `contract-${randomUUID()}`;

export const message = (key: string, n: number, payload: unknown = { n }): BusMessage => ({ id: randomUUID(), key, type: 'ProjectRenamed', payload });

export interface Collector {
  readonly handler: BusHandler;
  readonly received: BusMessage[];
  /** Resolves once `count` messages have been received; rejects after the timeout. */
  waitFor(count: number, timeoutMs: number): Promise<void>;
}

export const collector = (before?: (m: BusMessage) => void | Promise<void>): Collector => {
  const received: BusMessage[] = [];
  return {
    received,
    handler: async (m) => {
      await before?.(m);
      received.push(m);
    },
    waitFor: (count, timeoutMs) => waitUntil(`${count} messages arrived (${received.length} so far)`, () => received.length >= count, timeoutMs),
  };
};

/** Polls until `check` holds; rejects naming `what` after the timeout. */
export const waitUntil = async (what: string, check: () => boolean, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
