// Each projection's eventTypes decides which events the runtime reads for it: an event of a type left
// out is never applied. So every catalogue type outside a projection's list must be one its apply and
// applyBatch ignore: applied to a recording client (and recording search indexes), it must cause no
// statement and no index write.
import { EventCatalogue, type AnyRecordedEvent } from '@wb/contracts';
import type { FileSearchIndex, Projection, SearchIndex } from '@wb/platform';
import type { PoolClient } from 'pg';
import { readModelProjections } from './index';

const catalogueTypes = Object.keys(EventCatalogue);

/** Records every call made to it, whatever the method, and answers like an empty result. */
const recorder = <T extends object>(calls: string[], label: string): T =>
  new Proxy({} as T, {
    get: (_target, property) => {
      if (property === 'then') return undefined;
      return async (...args: unknown[]) => {
        calls.push(`${label}.${String(property)} ${JSON.stringify(args[0] ?? '').slice(0, 80)}`);
        return { rows: [], rowCount: 0 };
      };
    },
  });

const sampleEvent = (type: string): AnyRecordedEvent =>
  ({
    type,
    data: {},
    streamId: 'sample-1',
    revision: 0,
    metadata: { eventId: '00000000-0000-4000-8000-000000000000', time: '2026-01-01T00:00:00.000Z', userID: 1, correlationId: 'c', causationId: null },
    position: { transactionId: 1n, globalPosition: 1n },
  }) as unknown as AnyRecordedEvent;

const calls: string[] = [];
const projections = readModelProjections(recorder<SearchIndex>(calls, 'searchIndex'), recorder<FileSearchIndex>(calls, 'fileSearchIndex'));
const client = recorder<PoolClient>(calls, 'client');
const tableName = (table: string) => table;

describe('projection event types', () => {
  it('every projection but the event counter and the history names its types (both read every type)', () => {
    expect(projections.filter((p) => !p.eventTypes).map((p) => p.name)).toEqual(['eventCounts', 'history']);
  });

  describe.each(projections.filter((p): p is Projection & { eventTypes: readonly string[] } => p.eventTypes !== undefined).map((p) => [p.name, p] as const))('%s', (_name, projection) => {
    it('lists only catalogue event types, each once, and at least one', () => {
      expect(projection.eventTypes.length).toBeGreaterThan(0);
      expect(projection.eventTypes.filter((type) => !catalogueTypes.includes(type))).toEqual([]);
      expect(new Set(projection.eventTypes).size).toBe(projection.eventTypes.length);
    });

    it('ignores every catalogue type outside its list, in apply and in applyBatch', async () => {
      const ignored = catalogueTypes.filter((type) => !projection.eventTypes.includes(type));
      expect(ignored.length).toBeGreaterThan(0);
      const acted: string[] = [];
      for (const type of ignored) {
        calls.length = 0;
        await projection.apply(client, sampleEvent(type), tableName);
        await projection.applyBatch?.(client, [sampleEvent(type)], tableName);
        if (calls.length > 0) acted.push(`${type}: ${calls.join('; ')}`);
      }
      expect(acted).toEqual([]);
    });
  });
});
