// The review turnaround figures in SQL: medians are exact (percentile_cont over the stored hours,
// which leaves open comments out), and a round is filed under the month of its first comment still
// there, so rounds are grouped before the month range narrows them: a round begun before `from` is
// not counted again in the months it went on. Parameters: $1 from, $2 to (YYYY-MM or null), $3 projectID or null.

const COMMENTS = `
  comments AS (SELECT * FROM review_turnaround_comments WHERE $3::text IS NULL OR project_id = $3),
  in_range AS (SELECT * FROM comments WHERE ($1::text IS NULL OR month >= $1) AND ($2::text IS NULL OR month <= $2)),
  rounds AS (
    SELECT project_id, scene_id, min(month) AS month FROM comments WHERE scene_id IS NOT NULL GROUP BY project_id, scene_id, round
  ),
  rounds_in_range AS (SELECT * FROM rounds WHERE ($1::text IS NULL OR month >= $1) AND ($2::text IS NULL OR month <= $2))`;

const FIGURES = `count(*)::int AS comments, count(resolved_on)::int AS resolved, percentile_cont(0.5) WITHIN GROUP (ORDER BY hours) AS median_hours`;

/** Per project per month, newest month first; $4 is the most rows to answer. */
export const ROWS_SQL = `
  WITH ${COMMENTS},
  figures AS (SELECT project_id, month, ${FIGURES} FROM in_range GROUP BY project_id, month),
  round_counts AS (SELECT project_id, month, count(*)::int AS rounds, count(DISTINCT scene_id)::int AS scenes FROM rounds_in_range GROUP BY project_id, month)
  SELECT f.project_id, coalesce(p.name, '') AS project_name, f.month, f.comments, f.resolved, f.median_hours,
         coalesce(r.rounds, 0) AS rounds, coalesce(r.scenes, 0) AS scenes
  FROM figures f
  LEFT JOIN round_counts r ON r.project_id = f.project_id AND r.month = f.month
  LEFT JOIN review_turnaround_projects p ON p.project_id = f.project_id
  ORDER BY f.month DESC, project_name, f.project_id
  LIMIT $4`;

/** Every project together per month, oldest first. */
export const MONTHS_SQL = `
  WITH ${COMMENTS},
  figures AS (SELECT month, ${FIGURES} FROM in_range GROUP BY month),
  round_counts AS (SELECT month, count(*)::int AS rounds, count(DISTINCT scene_id)::int AS scenes FROM rounds_in_range GROUP BY month)
  SELECT f.month, f.comments, f.resolved, f.median_hours, coalesce(r.rounds, 0) AS rounds, coalesce(r.scenes, 0) AS scenes
  FROM figures f LEFT JOIN round_counts r ON r.month = f.month
  ORDER BY f.month`;
