// The reviewTurnaround read model's read: /admin/getReviewTurnaround answers per project per month, and
// every project together per month (docs/decisions/reviewTurnaround.md).
import { Calls, ReviewTurnaroundLimits, type ReviewTurnaroundAnswer, type ReviewTurnaroundMonth } from '@wb/contracts';
import type { Pool } from '@wb/platform';
import { queryCall, type QueryRoute } from '../shared/queryCall';
import { MONTHS_SQL, ROWS_SQL } from './sql';

interface FiguresRow {
  month: string;
  comments: number;
  resolved: number;
  median_hours: number | null;
  rounds: number;
  scenes: number;
}

interface ProjectRow extends FiguresRow {
  project_id: string;
  project_name: string;
}

const figuresOf = (row: FiguresRow): ReviewTurnaroundMonth => ({
  month: row.month,
  comments: row.comments,
  resolved: row.resolved,
  open: row.comments - row.resolved,
  medianHours: row.median_hours,
  rounds: row.rounds,
  scenes: row.scenes,
  roundsPerScene: row.scenes === 0 ? null : row.rounds / row.scenes,
});

const turnaround = async (pool: Pool, input: { from?: string; to?: string; projectID?: string }): Promise<ReviewTurnaroundAnswer> => {
  const params = [input.from ?? null, input.to ?? null, input.projectID ?? null];
  const { maxRows } = ReviewTurnaroundLimits;
  const [rows, months] = await Promise.all([pool.query<ProjectRow>(ROWS_SQL, [...params, maxRows + 1]), pool.query<FiguresRow>(MONTHS_SQL, params)]);
  return {
    rows: rows.rows.slice(0, maxRows).map((row) => ({ projectID: row.project_id, projectName: row.project_name, ...figuresOf(row) })),
    months: months.rows.map(figuresOf),
    truncated: rows.rows.length > maxRows,
  };
};

export const reviewTurnaroundHandlers = (pool: Pool): QueryRoute[] => [queryCall(Calls.admin.getReviewTurnaround, (input) => turnaround(pool, input))];
