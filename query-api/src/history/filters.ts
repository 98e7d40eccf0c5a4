// The filters of a CSV download, read from its query string with the calls' own schemas: the same
// bounds and messages, a 400 naming the field otherwise. `kinds` is one value, types joined by commas
// (contracts/src/history/paths.ts).
import { AuditInput, HistoryInput } from '@wb/contracts';
import { validationError } from '@wb/platform';
import type { Request } from 'express';

const FIELDS = ['entityType', 'entityID', 'userID', 'kinds', 'from', 'to'] as const;

const plainQuery = (query: Request['query']): Record<string, unknown> => {
  const plain: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const raw: unknown = query[field];
    // A field named twice is refused by the schema (a list where a text is expected).
    if (raw === undefined) continue;
    plain[field] = field === 'kinds' && typeof raw === 'string' ? raw.split(',').filter((k) => k !== '') : raw;
  }
  return plain;
};

const HistoryDownloadInput = HistoryInput.omit({ limit: true, before: true });

/** An entity's history download: the entity is required. */
export const historyDownloadFilters = (query: Request['query']) => {
  const parsed = HistoryDownloadInput.safeParse(plainQuery(query));
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
};

/** The audit download: every filter optional. */
export const auditDownloadFilters = (query: Request['query']) => {
  const parsed = AuditInput.safeParse(plainQuery(query));
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
};
