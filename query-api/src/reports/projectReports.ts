// The projects' reports: every project as its card holds it (the project list's read model, with its
// folders' names from the folders read model), and each entry of each project's credits (the credits
// read model). Both are read a page at a time by a keyset, never OFFSET, so a workspace of any size is
// streamed out without holding it whole; a credits page is bounded by entries, not by projects.
import { ProjectStatus } from '@wb/contracts';
import type { Pool } from '@wb/platform';
import { keyset, REPORT_PAGE_ROWS, type Cell, type Report } from './reportRows';

const statusLabel: Readonly<Record<number, string>> = { [ProjectStatus.Active]: 'Active', [ProjectStatus.Archived]: 'Archived', [ProjectStatus.Deleted]: 'Deleted' };

const yesNo = (flag: unknown): string => (flag === true || flag === 'true' || flag === 1 ? 'Yes' : 'No');

interface ProjectRow {
  project_id: string;
  name: string;
  status: number;
  folders: string | null;
  owner: string | null;
  members: string | null;
  types: string;
  word_count: number;
  comment_count: number;
  due_date: string | null;
  due_completed_on: string | null;
  links: string | null;
  created_on: string;
  modified: string;
}

const iso = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const fullName = "trim(m->>'givenName' || ' ' || (m->>'familyName'))";

/** Every project (any status) in id order, with its folders, owner and members by name, and its links. */
export const projectsData = (pool: Pool, pageRows = REPORT_PAGE_ROWS): Report => ({
  header: ['Project ID', 'Name', 'Status', 'Folders', 'Owner', 'Members', 'Types', 'Word count', 'Comments', 'Due date', 'Due completed on', 'Links', 'Created on', 'Modified'],
  pages: () =>
    keyset<ProjectRow>(
      pageRows,
      async (after) =>
        (
          await pool.query<ProjectRow>(
            `SELECT p.project_id, p.name, p.status,
       (SELECT string_agg(f.name, '; ' ORDER BY lower(f.name)) FROM folders f WHERE f.project_group_id = ANY(p.groups)) AS folders,
       (SELECT string_agg(${fullName}, '; ') FROM json_array_elements(p.members) m WHERE (m->>'owner')::boolean) AS owner,
       (SELECT string_agg(${fullName}, '; ') FROM json_array_elements(p.members) m) AS members,
       array_to_string(p.types, '; ') AS types, p.word_count, p.comment_count, p.due_date, ${iso('p.due_completed_on')} AS due_completed_on,
       (SELECT string_agg(l->>'url', ' ') FROM json_array_elements(p.links) l) AS links,
       ${iso('p.created_on')} AS created_on, ${iso('p.modified')} AS modified
     FROM projects p WHERE $1::text IS NULL OR p.project_id > $1 ORDER BY p.project_id LIMIT $2`,
            [after?.project_id ?? null, pageRows],
          )
        ).rows,
      (r) => [
        r.project_id,
        r.name,
        statusLabel[r.status] ?? String(r.status),
        r.folders,
        r.owner,
        r.members,
        r.types,
        r.word_count,
        r.comment_count,
        r.due_date,
        r.due_completed_on,
        r.links,
        r.created_on,
        r.modified,
      ],
    ),
});

interface CreditItemRow {
  project_id: string;
  project_name: string | null;
  idx: string;
  item: { type?: string; title?: string; name?: string; role?: string; attribution?: unknown; shareAlike?: unknown };
  modified: string;
}

/**
 * Each entry of each project's credits in the editor's order, under the title of the section above it.
 * The sections are read with the entries (and give no row) so that a page may start inside a project:
 * the section in force is carried from page to page.
 */
export const creditsData = (pool: Pool, pageRows = REPORT_PAGE_ROWS): Report => ({
  header: ['Project ID', 'Project name', 'Section', 'Name', 'Role', 'Attribution', 'Share-alike', 'Credits modified'],
  pages: async function* () {
    let after = null as { readonly project: string; readonly idx: string } | null;
    let section: { readonly project: string; readonly title: string } = { project: '', title: '' };
    for (;;) {
      // `c.project_id >= $1` lets the primary key find the first project; the pair comparison then skips
      // the items of that project already sent.
      const { rows }: { rows: CreditItemRow[] } = await pool.query<CreditItemRow>(
        `SELECT c.project_id, p.name AS project_name, i.idx::text, i.item, ${iso('c.modified')} AS modified
         FROM credits c CROSS JOIN LATERAL jsonb_array_elements(c.items) WITH ORDINALITY AS i(item, idx)
         LEFT JOIN projects p ON p.project_id = c.project_id
         WHERE $1::text IS NULL OR (c.project_id >= $1 AND (c.project_id, i.idx) > ($1, $2::bigint))
         ORDER BY c.project_id, i.idx LIMIT $3`,
        [after?.project ?? null, after?.idx ?? '0', pageRows],
      );
      const page: Cell[][] = [];
      for (const r of rows) {
        if (r.item.type === 'section') section = { project: r.project_id, title: r.item.title ?? '' };
        else {
          const title = section.project === r.project_id ? section.title : null;
          page.push([r.project_id, r.project_name, title, r.item.name ?? '', r.item.role ?? '', yesNo(r.item.attribution), yesNo(r.item.shareAlike), r.modified]);
        }
      }
      if (page.length > 0) yield page;
      const last: CreditItemRow | undefined = rows[rows.length - 1];
      if (!last || rows.length < pageRows) return;
      after = { project: last.project_id, idx: last.idx };
    }
  },
});
