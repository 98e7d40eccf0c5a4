// The admin's list of automation keys (the read model), and the two public calls an exporter page
// makes with its key: may it show itself, and its page globals.
import { API_PREFIX, AutomationKeyLimits, BLOB_PATH_PREFIX, Calls, type AutomationKey } from '@wb/contracts';
import type { Access, Pool } from '@wb/platform';
import { publicQueryCall, queryCall, type QueryRoute } from '../shared/queryCall';
import { keyAccess } from './keyAccess';

/**
 * What an exporter page sets as its globals (spec 002: "map of names to values set as page globals").
 * The page is served by this product, so addresses are paths on its own origin; the spec names no
 * variable, these are ours (docs/decisions/automationKeys.md).
 */
const PAGE_GLOBALS: Readonly<Record<string, string>> = {
  PRODUCT_NAME: 'Whiteboard Studio',
  API_PATH: API_PREFIX,
  MEDIA_PATH: BLOB_PATH_PREFIX,
};

interface KeyRow {
  key_id: string;
  name: string;
  scopes: AutomationKey['scopes'];
  created_on: Date;
  expires_on: Date;
  revoked_on: Date | null;
  maker: string | null;
}

const toKey = (row: KeyRow): AutomationKey => ({
  keyID: row.key_id,
  name: row.name,
  scopes: row.scopes,
  createdOn: row.created_on.toISOString(),
  expiresOn: row.expires_on.toISOString(),
  revokedOn: row.revoked_on?.toISOString() ?? null,
  createdBy: row.maker ?? '',
});

export const automationKeyHandlers = (pool: Pool, accessOf: (userID: number) => Promise<Access | null>): QueryRoute[] => {
  const mayUse = keyAccess(pool, accessOf);
  return [
    queryCall(Calls.admin.getAutomationKeys, async () => {
      const { rows } = await pool.query<KeyRow>(
        `SELECT k.key_id, k.name, k.scopes, k.created_on, k.expires_on, k.revoked_on, m.name AS maker
           FROM automation_keys k LEFT JOIN automation_key_makers m ON m.user_id = k.created_by
          ORDER BY k.created_on DESC, k.key_id LIMIT $1`,
        [AutomationKeyLimits.maxListed],
      );
      return { keys: rows.map(toKey) };
    }),
    publicQueryCall(Calls.checkPuppeteerAccess.check, async (input, ctx) => ({ access: await mayUse(ctx, input.key, input.scope) })),
    // The router let through only a signed-in user or a live key (the call's access).
    publicQueryCall(Calls.getGlobalVariables.get, async () => ({ variables: { ...PAGE_GLOBALS } })),
  ];
};
