// The error log's calls: /admin/getRecentErrors (spec 000 section 7) and /errors/logClientError, ours
// (the spec's browser posts client errors without naming the call; docs/decisions/errorLog.md).
import { z } from 'zod';
import { grant, signedIn } from '../kernel/access';
import { ok } from '../kernel/fields';
import { defineCall } from '../kernel/registry';
import { ErrorLogLimits } from './constants';
import { clientErrorInfo } from './fields';
import { ErrorLogEntry } from './models';

const admin = {
  getRecentErrors: defineCall({
    path: '/admin/getRecentErrors',
    method: 'POST',
    kind: 'query',
    reads: ['errorLog'],
    access: grant('admin.errors'),
    summary: `Server and client errors of the last days (10 in the admin console, at most ${ErrorLogLimits.retentionDays}), newest first`,
    input: z.object({ days: z.number().int().min(1).max(ErrorLogLimits.retentionDays).default(ErrorLogLimits.recentDays) }),
    output: z.object({ errors: z.array(ErrorLogEntry) }),
  }),
} as const;

const errors = {
  logClientError: defineCall({
    path: '/errors/logClientError',
    method: 'POST',
    kind: 'command',
    access: signedIn,
    summary: `Record an error the signed-in user's browser met (secrets redacted; at most ${ErrorLogLimits.clientPerMinute} a minute, 429 beyond)`,
    input: z.object({ info: clientErrorInfo }),
    output: ok,
  }),
} as const;

export const errorLogCalls = { admin, errors } as const;
