// Who acts, when, and on behalf of which request: everything a handler adds to the events it appends.
import { randomUUID } from 'node:crypto';
import { CURRENT_SCHEMA_VERSION, type EventMetadata, type EventType } from '@wb/contracts';
import { deterministicUuid, type CallContext } from '@wb/platform';

export interface CommandMetadata {
  /** Acting user; null for the system (first start). */
  readonly userID: number | null;
  /** ISO time of the decision. */
  readonly time: string;
  readonly requestId: string;
  /** The client's Idempotency-Key, if it sent one: the causation id and the seed of every id. */
  readonly idempotencyKey: string | null;
  /** Used as causation id when there is no idempotency key. */
  readonly commandId: string;
}

export const metadataOf = (ctx: CallContext, now: () => Date = () => new Date()): CommandMetadata => ({
  userID: ctx.userID,
  time: now().toISOString(),
  requestId: ctx.requestId,
  idempotencyKey: ctx.idempotencyKey,
  commandId: randomUUID(),
});

export const systemMetadata = (requestId: string): CommandMetadata => ({
  userID: null,
  time: new Date().toISOString(),
  requestId,
  idempotencyKey: null,
  commandId: randomUUID(),
});

export const causationIdOf = (meta: CommandMetadata): string => meta.idempotencyKey ?? meta.commandId;

/**
 * A new id for an entity the command creates (a project, a folder). With an idempotency key it is
 * derived from it, so a retried create targets the same stream and writes nothing new.
 */
export const newEntityId = (meta: CommandMetadata, purpose: string): string =>
  meta.idempotencyKey === null ? randomUUID() : deterministicUuid(`${meta.userID ?? 'system'}|${meta.idempotencyKey}|${purpose}`);

export const eventIdOf = (meta: CommandMetadata, streamId: string, index: number): string =>
  meta.idempotencyKey === null ? randomUUID() : deterministicUuid(`${meta.userID ?? 'system'}|${meta.idempotencyKey}|${streamId}|${index}`);

export const eventMetadataOf = (meta: CommandMetadata, type: EventType, eventId: string): EventMetadata => ({
  eventId,
  causationId: causationIdOf(meta),
  correlationId: meta.requestId,
  userID: meta.userID,
  time: meta.time,
  schemaVersion: CURRENT_SCHEMA_VERSION[type],
});
