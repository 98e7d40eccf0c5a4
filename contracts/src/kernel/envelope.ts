// Every event travels as {type, data, metadata}; metadata says who did it, when, and why.
import { z } from 'zod';

export const EventMetadata = z.object({
  eventId: z.string().uuid(),
  /** Id of the command (request) that caused the event. */
  causationId: z.string(),
  /** Request id of the HTTP call; shared by every event that call appended. */
  correlationId: z.string(),
  /** Acting user; null for the system (first start, automation). */
  userID: z.number().int().nullable(),
  /** ISO time at which the command was decided. */
  time: z.string(),
  schemaVersion: z.number().int().positive(),
});
export type EventMetadata = z.infer<typeof EventMetadata>;

/** An event as the domain produces it, before the store gives it a position. */
export interface DomainEvent<T extends string = string, D = unknown> {
  readonly type: T;
  readonly data: D;
}

/** An event as read back from the store. */
export interface RecordedEvent<T extends string = string, D = unknown> extends DomainEvent<T, D> {
  readonly streamId: string;
  readonly revision: number;
  readonly metadata: EventMetadata;
  /** Opaque, totally ordered read position (see platform's EventStore). */
  readonly position: EventPosition;
}

/**
 * Position in the all-events order. In the PostgreSQL store the order is (transactionId, globalPosition)
 * because a lower global position can commit after a higher one; in EventStoreDB it is the commit position
 * (transactionId is then the commit position too). globalPosition is what a command answer's
 * X-Position header carries.
 */
export interface EventPosition {
  readonly transactionId: bigint;
  readonly globalPosition: bigint;
}

export const comparePositions = (a: EventPosition, b: EventPosition): number =>
  a.transactionId === b.transactionId ? (a.globalPosition === b.globalPosition ? 0 : a.globalPosition < b.globalPosition ? -1 : 1) : a.transactionId < b.transactionId ? -1 : 1;

export const START_POSITION: EventPosition = { transactionId: 0n, globalPosition: 0n };
