// The reads of file and project comments, from the fileComments read model: one file's threads (or the
// project's own), the open and total counts per file, and a project's comments grouped by file to print.
import { ApiError, type Pool } from '@wb/platform';
import { Calls, CommentLimits, Messages, PROJECT_LEVEL_FILE_ID, reviewFileKind, type PrintedFile } from '@wb/contracts';
import { queryCall, type QueryRoute } from '../shared/queryCall';
import { COMMENT_COLUMNS, COMMENT_JOINS, toThreads, type CommentRow } from './rows';

/** A file of the project that is not deleted (the files' rows join on this). */
const LIVE_FILE = `SELECT 1 FROM file_comment_file_projects l JOIN file_comment_files f ON f.file_id = l.file_id WHERE l.project_id = $1 AND l.file_id = c.file_id AND NOT f.deleted`;

export const fileCommentHandlers = (pool: Pool): QueryRoute[] => {
  const requireProject = async (projectID: string): Promise<void> => {
    const { rows } = await pool.query('SELECT 1 FROM file_comment_projects WHERE project_id = $1', [projectID]);
    if (rows.length === 0) throw new ApiError('notFound', Messages.fileCommentProjectNotFound, { projectID: Messages.fileCommentProjectNotFound });
  };
  const requireFile = async (projectID: string, fileID: string): Promise<void> => {
    const { rows } = await pool.query('SELECT 1 FROM file_comment_file_projects l JOIN file_comment_files f ON f.file_id = l.file_id WHERE l.project_id = $1 AND l.file_id = $2 AND NOT f.deleted', [
      projectID,
      fileID,
    ]);
    if (rows.length === 0) throw new ApiError('notFound', Messages.fileNotInProject, { fileID: Messages.fileNotInProject });
  };

  return [
    queryCall(Calls.comments.getFileComments, async (input, asker) => {
      await requireProject(input.projectID);
      const { fileID } = input;
      if (fileID !== PROJECT_LEVEL_FILE_ID) await requireFile(input.projectID, fileID);
      const onProject = fileID === PROJECT_LEVEL_FILE_ID;
      const { rows } = await pool.query<CommentRow>(
        `SELECT ${COMMENT_COLUMNS} FROM file_comments c ${COMMENT_JOINS}
         WHERE c.project_id = $1 AND ${onProject ? 'c.file_id IS NULL' : 'c.file_id = $2'} ORDER BY c.seq`,
        onProject ? [input.projectID] : [input.projectID, fileID],
      );
      return { comments: toThreads(rows, asker.userID) };
    }),

    queryCall(Calls.comments.getProjectCommentCounts, async (input) => {
      await requireProject(input.projectID);
      const { rows } = await pool.query<{ file_id: string | null; open: number; total: number }>(
        `SELECT c.file_id, (count(*) FILTER (WHERE c.resolved_by IS NULL))::int AS open, count(*)::int AS total
         FROM file_comments c
         WHERE c.project_id = $1 AND c.parent_comment_id IS NULL AND (c.file_id IS NULL OR EXISTS (${LIVE_FILE}))
         GROUP BY c.file_id ORDER BY c.file_id NULLS FIRST`,
        [input.projectID],
      );
      return { files: rows.map((r) => ({ fileID: r.file_id ?? PROJECT_LEVEL_FILE_ID, open: r.open, total: r.total })) };
    }),

    queryCall(Calls.comments.getProjectComments, async (input, asker) => {
      await requireProject(input.projectID);
      const { rows } = await pool.query<CommentRow & { file_name: string | null; file_type: string | null }>(
        `SELECT ${COMMENT_COLUMNS}, f.name AS file_name, f.file_type
         FROM file_comments c ${COMMENT_JOINS} LEFT JOIN file_comment_files f ON f.file_id = c.file_id
         WHERE c.project_id = $1 AND (c.file_id IS NULL OR EXISTS (${LIVE_FILE}))
         ORDER BY c.seq LIMIT ${CommentLimits.maxPrintedComments}`,
        [input.projectID],
      );
      const byFile = new Map<string, { file: Omit<PrintedFile, 'comments'>; rows: CommentRow[] }>();
      for (const row of rows) {
        const kind = row.file_id === null ? 'project' : reviewFileKind(row.file_type ?? '');
        // The project's own comments print with 'all'; a file prints when its kind was asked for.
        if (input.type !== 'all' && kind !== input.type) continue;
        const key = row.file_id ?? '';
        const group = byFile.get(key) ?? { file: { fileID: row.file_id ?? PROJECT_LEVEL_FILE_ID, name: row.file_name ?? '', type: kind }, rows: [] };
        group.rows.push(row);
        byFile.set(key, group);
      }
      const files = [...byFile.values()]
        .map(({ file, rows: fileRows }) => ({ ...file, comments: toThreads(fileRows, asker.userID) }))
        // The project's own comments first, then the files by name.
        .sort((a, b) => (a.fileID === PROJECT_LEVEL_FILE_ID ? -1 : b.fileID === PROJECT_LEVEL_FILE_ID ? 1 : a.name.localeCompare(b.name)));
      return { files };
    }),
  ];
};
