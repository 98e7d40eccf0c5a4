// The history calls (issue 21, History): every event of one entity, newest first, in plain words with
// the fields before and after, and the admin-wide audit trail with the same filters. Who may read which
// history: docs/decisions/history.md.
import { z } from 'zod';
import { anyGrant, grant } from '../kernel/access';
import { defineCall } from '../kernel/registry';
import { HistoryAccess } from './access';
import { AuditInput, historyEntityID, historyEntityType, HistoryInput } from './fields';
import { HistoryFacets, HistoryPage } from './models';

const reads = ['history'] as const;
const readers = anyGrant(HistoryAccess.readerGrants, HistoryAccess.rule);

const history = {
  getHistory: defineCall({
    path: '/history/getHistory',
    method: 'POST',
    kind: 'query',
    reads,
    access: readers,
    summary:
      "An entity's history, newest first: every event with who, when, what in plain words and the fields before and after; filtered by person (userID), event types (kinds) and time (from inclusive, to exclusive); before: the previous page's next",
    input: HistoryInput,
    output: HistoryPage,
  }),
  getHistoryFacets: defineCall({
    path: '/history/getHistoryFacets',
    method: 'POST',
    kind: 'query',
    reads,
    access: readers,
    summary: "The people and the kinds of change in an entity's history, for its filters",
    input: z.object({ entityType: historyEntityType, entityID: historyEntityID }),
    output: HistoryFacets,
  }),
} as const;

const admin = {
  getAudit: defineCall({
    path: '/admin/getAudit',
    method: 'POST',
    kind: 'query',
    reads,
    access: grant('admin.reports'),
    summary: "The workspace's audit trail: every event, newest first, with the history's filters (an entity optional)",
    input: AuditInput,
    output: HistoryPage,
  }),
} as const;

export const historyCalls = { history, admin } as const;
