// The history read model's calls: an entity's history and its filters' choices, and the audit trail.
import { Calls, historyKindOf } from '@wb/contracts';
import type { Pool } from '@wb/platform';
import { queryCall, type QueryRoute } from '../shared/queryCall';
import { requireHistoryReader } from './access';
import { readPage } from './page';

/**
 * The people and types of an entity's entries, each read as a skip scan of its index (the next distinct
 * value after the last, one index descent each), so an entity with 50,000 entries costs as many
 * descents as it has people or types.
 */
const distinctSql = (column: 'actor_id' | 'type', cast: string): string => `
  WITH RECURSIVE d(v) AS (
    (SELECT ${column} FROM history_entries WHERE entity_type = $1 AND entity_id = $2 AND ${column} IS NOT NULL ORDER BY ${column} LIMIT 1)
    UNION ALL
    SELECT (SELECT ${column} FROM history_entries WHERE entity_type = $1 AND entity_id = $2 AND ${column} > d.v ORDER BY ${column} LIMIT 1) FROM d WHERE d.v IS NOT NULL
  )
  SELECT v::${cast} AS v FROM d WHERE v IS NOT NULL`;

const facets = async (pool: Pool, entityType: string, entityID: string) => {
  const [people, types] = await Promise.all([
    pool.query<{ v: number; name: string | null }>(`SELECT p.v, n.name FROM (${distinctSql('actor_id', 'int')}) p LEFT JOIN history_names n ON n.entity_type = 'user' AND n.entity_id = p.v::text`, [
      entityType,
      entityID,
    ]),
    pool.query<{ v: string }>(distinctSql('type', 'text'), [entityType, entityID]),
  ]);
  return {
    people: people.rows.map((r) => ({ userID: r.v, name: r.name ?? `User ${r.v}` })).sort((a, b) => a.name.localeCompare(b.name) || a.userID - b.userID),
    kinds: types.rows.map((r) => ({ type: r.v, kind: historyKindOf(r.v) })).sort((a, b) => a.kind.localeCompare(b.kind)),
  };
};

export const historyHandlers = (pool: Pool): QueryRoute[] => [
  queryCall(Calls.history.getHistory, async (input, asker) => {
    await requireHistoryReader(pool, asker, input.entityType, input.entityID);
    return readPage(pool, input);
  }),
  queryCall(Calls.history.getHistoryFacets, async (input, asker) => {
    await requireHistoryReader(pool, asker, input.entityType, input.entityID);
    return facets(pool, input.entityType, input.entityID);
  }),
  queryCall(Calls.admin.getAudit, async (input) => readPage(pool, input)),
];
