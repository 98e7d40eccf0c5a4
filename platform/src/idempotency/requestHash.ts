// The fingerprint of a command's input kept with its Idempotency-Key: the same input in any key order
// or spacing gives the same hash, so only a different request under a used key is refused.
import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every depth (arrays keep their order; undefined members drop out). */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  ) ?? 'null';

export const requestHash = (input: unknown): string => createHash('sha256').update(canonicalJson(input), 'utf8').digest('hex');
