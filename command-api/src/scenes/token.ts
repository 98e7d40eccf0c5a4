import { newEntityId, type CommandMetadata } from '../shared/commandMetadata';

/** A token of this request for stored keys: stable across retries with the same Idempotency-Key. */
export const saveToken = (meta: CommandMetadata, purpose: string): string => newEntityId(meta, purpose).replace(/-/g, '').slice(0, 16);
