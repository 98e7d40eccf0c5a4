// Who may use an exporter page (spec 002 section 2: "open to a signed-in user or to a holder of a
// valid automation access key given in the query parameter key"). The router applies it to the calls
// whose access is an automation key (contracts' automationKey); /checkPuppeteerAccess asks it itself,
// answering false rather than refusing. Every refused caller gets one and the same answer.
import { AutomationKeyScopes, type AutomationKeyScope } from '@wb/contracts';
import { verifyAutomationKey, type Access, type CallContext, type Pool } from '@wb/platform';

const isScope = (scope: string): scope is AutomationKeyScope => (AutomationKeyScopes as readonly string[]).includes(scope);

/** Whether `key` is a live key of `scope` (null: any of its scopes); the router's automationKeyAllows. */
export const liveKeyOf =
  (pool: Pool) =>
  async (key: string | undefined, scope: string | null): Promise<boolean> => {
    if (scope !== null && !isScope(scope)) return false;
    return (await verifyAutomationKey(pool, key, scope ?? 'any')) !== null;
  };

export const keyAccess = (pool: Pool, accessOf: (userID: number) => Promise<Access | null>) => {
  const liveKey = liveKeyOf(pool);
  return async (ctx: CallContext, key: string | undefined, scope: AutomationKeyScope | undefined): Promise<boolean> => {
    if (ctx.userID !== null) {
      const access = await accessOf(ctx.userID);
      if (access !== null && !access.deactivated) return true;
    }
    return liveKey(key, scope ?? null);
  };
};
