// Keys the server issues for its own use: a headless browser it drives opens an exporter page with
// one (credits.png, the exporter's page loads). They live minutes, are never listed and append no
// event: no person made them, and the request that needed one is what the history records.
import { randomUUID } from 'node:crypto';
import { AutomationKeyLimits, type AutomationKeyScope } from '@wb/contracts';
import { newAutomationKey, type AutomationKeyStore } from '@wb/platform';

export interface SystemKey {
  readonly keyID: string;
  readonly key: string;
  readonly expiresAt: Date;
}

export const issueSystemKey = async (store: AutomationKeyStore, options: { scope: AutomationKeyScope; ttlMs: number; name: string }): Promise<SystemKey> => {
  const ttlMs = Math.min(Math.max(options.ttlMs, 1000), AutomationKeyLimits.maxSystemKeyTtlMs);
  const issued = { keyID: randomUUID(), key: newAutomationKey(), expiresAt: new Date(Date.now() + ttlMs) };
  await store.add({ ...issued, scopes: [options.scope], name: options.name, system: true });
  return issued;
};
