// GET /api/history/download?<filters>: an entity's history as a CSV file (contracts/src/history/paths.ts),
// for those who may read that history: 401 without a session or for a deactivated user, 400 for a bad
// filter, 403 otherwise refused, as the call router and the reports route answer.
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { API_PREFIX, HISTORY_DOWNLOAD_PATH } from '@wb/contracts';
import { unauthenticated, type Access, type Pool } from '@wb/platform';
import { sendCsv } from '../reports/csvAnswer';
import type { Asker } from '../shared/queryCall';
import { requireHistoryReader } from './access';
import { historyCsv } from './csv';
import { historyDownloadFilters } from './filters';

const askerOf = async (res: Response, accessOf: (userID: number) => Promise<Access | null>): Promise<Asker> => {
  const userID: number | null = typeof res.locals.userID === 'number' ? res.locals.userID : null;
  if (userID === null) throw unauthenticated();
  const access = await accessOf(userID);
  if (!access || access.deactivated) throw unauthenticated();
  return { userID, grants: access.grants };
};

const fileNameOf = (entityType: string, entityID: string): string => `history-${entityType}-${entityID.replace(/[^A-Za-z0-9_-]/g, '_')}.csv`;

export const historyDownloadRouter = (pool: Pool, accessOf: (userID: number) => Promise<Access | null>): Router => {
  const router = express.Router();
  // The API prefix is where the router is mounted (app.use('/api', ...)).
  router.get(HISTORY_DOWNLOAD_PATH.slice(API_PREFIX.length), async (req: Request, res: Response, next: NextFunction) => {
    try {
      const asker = await askerOf(res, accessOf);
      const filters = historyDownloadFilters(req.query);
      await requireHistoryReader(pool, asker, filters.entityType, filters.entityID);
      await sendCsv(res, fileNameOf(filters.entityType, filters.entityID), historyCsv(pool, filters), { userID: asker.userID });
    } catch (err) {
      // An error once the file has begun can only cut it short; before, the error handler answers it.
      if (res.headersSent) res.destroy(err instanceof Error ? err : undefined);
      else next(err);
    }
  });
  return router;
};
