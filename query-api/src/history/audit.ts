// The audit trail as the Reports tab's downloadAudit: every event of the workspace with the history's
// filters from the query string (admin.reports, checked by the reports route).
import type { Pool } from '@wb/platform';
import type { Request } from 'express';
import type { Report } from '../reports/reportRows';
import { historyCsv } from './csv';
import { auditDownloadFilters } from './filters';

export const auditCsv = (pool: Pool, query: Request['query']): Report<string> => {
  const { entityType, entityID, userID, kinds, from, to } = auditDownloadFilters(query);
  return historyCsv(pool, { entityType, entityID, userID, kinds, from, to });
};
