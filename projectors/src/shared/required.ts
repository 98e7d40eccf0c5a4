// A set-based write folds a batch's events, so a value an event would have failed to write (null into a
// NOT NULL column) can be overwritten by a later one and never reach the database. Such an event makes
// the batch throw instead: the runtime then applies it event by event and parks exactly the events
// that fail there (an over-cautious throw only costs that replay, never a different result).
import type { AnyRecordedEvent } from '@wb/contracts';

export const required = (event: AnyRecordedEvent, ...values: readonly unknown[]): void => {
  if (values.some((value) => value === null || value === undefined)) throw new Error(`${event.type} at ${event.position.globalPosition} lacks a value its row requires`);
};
