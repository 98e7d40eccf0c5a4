// Name-based UUIDs (RFC 9562 version 5: SHA-1 of namespace + name). A command retried with the same
// Idempotency-Key derives the same event ids and entity ids, so the event store's idempotent append
// turns the retry into a write of nothing.
import { createHash } from 'node:crypto';

/** Fixed namespace of this product (itself a random v4 uuid). */
const NAMESPACE = Buffer.from('7d0b2f2e5c1a4e8e9b6f3a2d1c0e4f5a', 'hex');

export const deterministicUuid = (name: string): string => {
  const bytes = createHash('sha1').update(NAMESPACE).update(name, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
