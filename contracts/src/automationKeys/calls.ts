// Automation access keys (spec 002 sections 2, 6 and 7 "Public review and access"): the admin makes,
// lists and revokes keys; a page opened with ?key= checks its key and reads the page globals.
import { z } from 'zod';
import { automationKey, grant, publicAccess } from '../kernel/access';
import { empty } from '../kernel/fields';
import { defineCall } from '../kernel/registry';
import { automationKeyInput, expiresInDays, keyID, keyName, keyScope, keyScopes } from './fields';
import { AutomationKey, NewAutomationKey } from './models';

// The keys open the export pages, so they belong to the admin of exports (spec 001's File Exports tab).
const admin = grant('admin.exports');
const ok = z.object({ ok: z.literal(true) });

const adminCalls = {
  createAutomationKey: defineCall({
    path: '/admin/createAutomationKey',
    method: 'POST',
    kind: 'command',
    access: admin,
    summary: 'Makes a random key for the given scopes, valid for expiresInDays; answers the key itself, this once (only its hash is kept)',
    input: z.object({ name: keyName, scopes: keyScopes, expiresInDays }),
    output: NewAutomationKey,
  }),
  revokeAutomationKey: defineCall({
    path: '/admin/revokeAutomationKey',
    method: 'POST',
    kind: 'command',
    access: admin,
    summary: 'Stops a key from working at once (revoking a revoked key changes nothing)',
    input: z.object({ keyID }),
    output: ok,
  }),
  getAutomationKeys: defineCall({
    path: '/admin/getAutomationKeys',
    method: 'POST',
    kind: 'query',
    reads: ['automationKeys'],
    access: admin,
    summary: 'The automation keys, newest first: name, scopes, dates and maker (never the key)',
    input: empty.optional(),
    output: z.object({ keys: z.array(AutomationKey) }),
  }),
} as const;

const keyRule =
  'Public: a signed-in user, or a holder of a live key of the scope (of any of its scopes when scope is left out); a missing, unknown, expired, revoked or wrongly scoped key is one and the same refusal';

const checkPuppeteerAccess = {
  check: defineCall({
    path: '/checkPuppeteerAccess',
    method: 'POST',
    kind: 'query',
    reads: [],
    access: publicAccess,
    summary: `Whether the page may show itself (scope: the page's, beyond the spec). ${keyRule}, answered as access false`,
    input: z.object({ key: automationKeyInput, scope: keyScope.optional() }),
    output: z.object({ access: z.boolean() }),
  }),
} as const;

const getGlobalVariables = {
  get: defineCall({
    path: '/getGlobalVariables',
    method: 'POST',
    kind: 'query',
    reads: [],
    access: automationKey(null, { orSignedIn: true }),
    summary: 'The names and values an exporter page sets as its globals',
    input: z.object({ key: automationKeyInput, scope: keyScope.optional() }),
    output: z.object({ variables: z.record(z.string(), z.string()) }),
  }),
} as const;

export const automationKeysCalls = { admin: adminCalls, checkPuppeteerAccess, getGlobalVariables } as const;
