// GET /api/admin/reports/<id>: the admin Reports tab's downloads (CSV files and the thumbnails' zip).
// Plain routes, not registry calls, because they answer files (contracts/src/reports/paths.ts); they
// check the session and the grant as the call router does: 401 without a session or for a deactivated
// user, 403 without admin.reports (its message names the grant).
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { API_PREFIX, Reports, REPORTS_GRANT, reportPath, satisfies, type ReportID } from '@wb/contracts';
import { forbidden, unauthenticated, type Access, type BlobStore, type Pool } from '@wb/platform';
import { auditCsv } from '../history/audit';
import { sendCsv } from './csvAnswer';
import { creditsData, projectsData } from './projectReports';
import { filesData, kitThumbnails, kitsData, kitsFilesMetadata, projectFilesTypeCounts, type Page, type Report } from './reportRows';
import { sendThumbnailsZip } from './thumbnailsZip';

/** A CSV report's rows, read with the download's query string (the audit trail takes its filters there). */
export type CsvReportOf = (pool: Pool, query: Request['query']) => Report<Page>;
type CsvReportID = Exclude<ReportID, 'downloadThumbnails'>;

/** The reader of each CSV report; the audit trail's rows are the history area's (../history). */
const csvReports: Readonly<Record<CsvReportID, CsvReportOf>> = {
  downloadFilesData: (pool) => filesData(pool),
  downloadProjectsData: (pool) => projectsData(pool),
  downloadCreditsData: (pool) => creditsData(pool),
  downloadKitsData: kitsData,
  downloadKitsFilesMetadata: (pool) => kitsFilesMetadata(pool),
  downloadProjectFilesTypeCounts: projectFilesTypeCounts,
  downloadAudit: auditCsv,
};

export const reportsRouter = (pool: Pool, blobs: BlobStore, accessOf: (userID: number) => Promise<Access | null>): Router => {
  const router = express.Router();
  /** The asker's user id, when they may download the reports. */
  const mayDownload = async (res: Response): Promise<number> => {
    const userID: number | null = typeof res.locals.userID === 'number' ? res.locals.userID : null;
    if (userID === null) throw unauthenticated();
    const access = await accessOf(userID);
    if (!access || access.deactivated) throw unauthenticated();
    if (!satisfies(access.grants, REPORTS_GRANT)) throw forbidden(REPORTS_GRANT);
    return userID;
  };
  for (const report of Reports) {
    const { id, fileName } = report;
    const answer =
      id === 'downloadThumbnails'
        ? async (_req: Request, res: Response) => sendThumbnailsZip(res, fileName, blobs, await kitThumbnails(pool))
        : (req: Request, res: Response, userID: number) => sendCsv(res, fileName, csvReports[id](pool, req.query), { userID });
    // The API prefix is where the router is mounted (app.use('/api', ...)).
    const path = reportPath(report.id).slice(API_PREFIX.length);
    router.get(path, async (req: Request, res: Response, next: NextFunction) => {
      try {
        await answer(req, res, await mayDownload(res));
      } catch (err) {
        // An error once the file has begun can only cut it short; before, the error handler answers it.
        if (res.headersSent) res.destroy(err instanceof Error ? err : undefined);
        else next(err);
      }
    });
  }
  return router;
};
