// Who may make a call, stated as the server applies it. The router checks the grant part with
// `allows`; `also` names, for people and for the generated authorization tests, a rule that decide
// checks on top of it (ownership, the target user's grants...), where the answer may still be 403.
import { ROOT_GRANT, satisfies, type Grant } from './grants';

export type Access =
  /** Anyone, signed in or not. */
  | { readonly kind: 'public' }
  /** Any signed-in, active user. */
  | { readonly kind: 'signedIn'; readonly also?: string }
  /** A holder of the grant (edit satisfies view; root satisfies all). */
  | { readonly kind: 'grant'; readonly grant: Grant; readonly also?: string }
  /** A holder of any one of the grants; a refusal names the first. */
  | { readonly kind: 'anyGrant'; readonly grants: readonly [Grant, ...Grant[]]; readonly also?: string }
  /**
   * A holder of a live automation key (the input's `key`) of the scope: a page opened by the exporter
   * with no session. `scope` null takes the input's `scope`, or any of the key's scopes when it names
   * none. With `orSignedIn` a signed-in, active user passes without a key. The router checks the key
   * after the input's schema; a missing, unknown, expired, revoked or wrongly scoped key is one refusal.
   */
  | { readonly kind: 'automationKey'; readonly scope: string | null; readonly orSignedIn: boolean };

export const publicAccess: Access = { kind: 'public' };
export const signedIn: Access = { kind: 'signedIn' };
export const grant = (g: Grant): Access => ({ kind: 'grant', grant: g });

/** A holder of a live automation key of the scope (null: the one the input names, else any), sent in the input as `key`. */
export const automationKey = (scope: string | null, options: { orSignedIn: boolean }): Access => ({ kind: 'automationKey', scope, orSignedIn: options.orSignedIn });

/** A signed-in user, with a rule that decide checks as well. */
export const signedInAnd = (also: string): Access => ({ kind: 'signedIn', also });
/** A grant holder, with a rule that decide checks as well. */
export const grantAnd = (g: Grant, also: string): Access => ({ kind: 'grant', grant: g, also });
/** A holder of any of the grants (optionally with a rule that decide checks as well). */
export const anyGrant = (grants: readonly [Grant, ...Grant[]], also?: string): Access => (also === undefined ? { kind: 'anyGrant', grants } : { kind: 'anyGrant', grants, also });

/** The grants the router asks for (any one suffices); empty for public, signed-in and key calls. */
export const accessGrants = (access: Access): readonly Grant[] => {
  switch (access.kind) {
    case 'public':
    case 'signedIn':
    case 'automationKey':
      return [];
    case 'grant':
      return [access.grant];
    case 'anyGrant':
      return access.grants;
    default: {
      const _exhaustive: never = access;
      return _exhaustive;
    }
  }
};

/**
 * Whether a caller holding `held` passes the router's check of `access`. For every kind but public the
 * caller must also be signed in and active: the router checks that first (401), this is the grant part
 * (403). Rules in `also` are decide's and are not checked here.
 */
export const allows = (access: Access, held: readonly string[]): boolean => {
  const needed = accessGrants(access);
  return needed.length === 0 || needed.some((g) => satisfies(held, g));
};

/**
 * The grant a refusal names: the first (lowest) of those the call asks for. A call that asks none is
 * never refused by `allows`; for it this answers root, which satisfies every rule.
 */
export const refusedGrant = (access: Access): Grant => accessGrants(access)[0] ?? ROOT_GRANT;

/** The rule decide checks on top of the router's, if the call has one. */
export const alsoRuleOf = (access: Access): string | undefined => ('also' in access ? access.also : undefined);

/** The rule in words, for the API document and the authorization matrix. */
export const describeAccess = (access: Access): string => {
  const rule = alsoRuleOf(access);
  const also = rule ? ` Also: ${rule}.` : '';
  switch (access.kind) {
    case 'public':
      return 'Public.';
    case 'signedIn':
      return `Any signed-in user.${also}`;
    case 'grant':
      return `Needs the grant \`${access.grant}\`.${also}`;
    case 'anyGrant':
      return `Needs one of the grants ${access.grants.map((g) => `\`${g}\``).join(', ')}.${also}`;
    case 'automationKey': {
      const scope = access.scope === null ? 'of the scope the input names (any of its scopes when it names none)' : `of scope \`${access.scope}\``;
      return `${access.orSignedIn ? 'A signed-in user, or a' : 'A'} holder of a live automation key ${scope}, sent as \`key\`; a missing, unknown, expired, revoked or wrongly scoped key is one and the same refusal (403).`;
    }
    default: {
      const _exhaustive: never = access;
      return _exhaustive;
    }
  }
};

/** Whether a signed-in caller may be refused (403): for a missing grant, or by a rule decide checks. */
export const mayRefuse = (access: Access): boolean => (access.kind === 'automationKey' && !access.orSignedIn) || accessGrants(access).length > 0 || alsoRuleOf(access) !== undefined;

/** Whether a caller without a session can be let through at all (public calls, and automation key calls). */
export const openWithoutSession = (access: Access): boolean => access.kind === 'public' || access.kind === 'automationKey';
