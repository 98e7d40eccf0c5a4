// The admin's export records (spec 001 section 4, File Exports: V1 exports of files, V2 of scenes),
// newest first, from the exports read model. The scenes and project files answers read their rows
// through rows.ts.
import { Calls, ExportLimits, type ExportKind } from '@wb/contracts';
import type { Pool } from '@wb/platform';
import { queryCall, type QueryRoute } from '../shared/queryCall';
import { toRecentFileExport, toRecentSceneExport, type ExportRow } from './rows';

export const exportHandlers = (pool: Pool): QueryRoute[] => {
  const recent = async (kind: ExportKind): Promise<ExportRow[]> =>
    (await pool.query<ExportRow>(`SELECT * FROM exports WHERE kind = $1 ORDER BY created_on DESC, export_id LIMIT ${ExportLimits.recentExports}`, [kind])).rows;

  return [
    queryCall(Calls.export.getRecentExports, async () => {
      const now = new Date();
      const [files, scenes] = await Promise.all([recent('file'), recent('scene')]);
      return { fileExports: files.map((row) => toRecentFileExport(row, now)), sceneExports: scenes.map((row) => toRecentSceneExport(row, now)) };
    }),
  ];
};
