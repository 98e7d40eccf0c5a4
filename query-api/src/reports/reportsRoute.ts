// GET /api/admin/reports/<id>: the admin Reports tab's downloads (CSV files and the thumbnails' zip).
// Plain routes, not registry calls, because they answer files (contracts/src/reports/paths.ts); they
// check the session and the grant as the call router does: 401 without a session or for a deactivated
// user, 403 without admin.reports (its message names the grant).
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { API_PREFIX, Reports, REPORTS_GRANT, reportPath, satisfies, type ReportID } from '@wb/contracts';
import { forbidden, unauthenticated, type Access, type BlobStore, type Pool } from '@wb/platform';
import { sendCsv } from './csvAnswer';
import { filesData, kitThumbnails, kitsData, kitsFilesMetadata, projectFilesTypeCounts, type Report } from './reportRows';
import { sendThumbnailsZip } from './thumbnailsZip';

const csvReports: Readonly<Record<Exclude<ReportID, 'downloadThumbnails'>, (pool: Pool) => Report>> = {
  downloadFilesData: filesData,
  downloadKitsData: kitsData,
  downloadKitsFilesMetadata: kitsFilesMetadata,
  downloadProjectFilesTypeCounts: projectFilesTypeCounts,
};

export const reportsRouter = (pool: Pool, blobs: BlobStore, accessOf: (userID: number) => Promise<Access | null>): Router => {
  const router = express.Router();
  const mayDownload = async (res: Response): Promise<void> => {
    const userID: number | null = typeof res.locals.userID === 'number' ? res.locals.userID : null;
    if (userID === null) throw unauthenticated();
    const access = await accessOf(userID);
    if (!access || access.deactivated) throw unauthenticated();
    if (!satisfies(access.grants, REPORTS_GRANT)) throw forbidden(REPORTS_GRANT);
  };
  for (const report of Reports) {
    // The API prefix is where the router is mounted (app.use('/api', ...)).
    const path = reportPath(report.id).slice(API_PREFIX.length);
    router.get(path, async (_req: Request, res: Response, next: NextFunction) => {
      try {
        await mayDownload(res);
        if (report.id === 'downloadThumbnails') await sendThumbnailsZip(res, report.fileName, blobs, await kitThumbnails(pool));
        else await sendCsv(res, report.fileName, csvReports[report.id](pool));
      } catch (err) {
        // An error once the file has begun can only cut it short; before, the error handler answers it.
        if (res.headersSent) res.destroy(err instanceof Error ? err : undefined);
        else next(err);
      }
    });
  }
  return router;
};
