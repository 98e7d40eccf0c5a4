// Who may use an exporter page (spec 002 section 2: "open to a signed-in user or to a holder of a
// valid automation access key given in the query parameter key"): a signed-in, active user, or a live
// key of the page's scope. Every other caller gets one and the same refusal, whatever was wrong.
import { Messages, type AutomationKeyScope } from '@wb/contracts';
import { ApiError, verifyAutomationKey, type Access, type CallContext, type Pool } from '@wb/platform';

export const keyRefused = (): ApiError => new ApiError('forbidden', Messages.automationKeyRefused);

export const keyAccess =
  (pool: Pool, accessOf: (userID: number) => Promise<Access | null>) =>
  async (ctx: CallContext, key: string | undefined, scope: AutomationKeyScope | undefined): Promise<boolean> => {
    if (ctx.userID !== null) {
      const access = await accessOf(ctx.userID);
      if (access !== null && !access.deactivated) return true;
    }
    // 256-bit keys make guessing hopeless, so a check needs no rate limit (docs/decisions/automationKeys.md).
    return (await verifyAutomationKey(pool, key, scope ?? 'any')) !== null;
  };
