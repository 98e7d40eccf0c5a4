// Project cards, lists and search for the dashboard, and the admin project table.
import { AdminCalls, ProjectCalls, ProjectStatus, SearchIndices, type CallInput, type Project } from '@wb/contracts';
import { ApiError, notFound, type Pool, type SearchIndex } from '@wb/platform';
import { queryCall, type Asker, type QueryRoute } from '../shared/queryCall';
import { listPage, statusIn, type Page, type PageJson } from './pages';
import { CARD_COLUMNS, likeText, PROJECT_SELECT, toProject, Where, type ProjectRow } from './sql';

type ListInput = CallInput<typeof ProjectCalls.getAll> | CallInput<typeof ProjectCalls.searchProjects>;
type AdminListInput = CallInput<typeof AdminCalls.getAllProjects>;

const ADMIN_COLUMN: Record<AdminListInput['sortBy'], string> = { name: 'p.name_lower', created: 'p.created_on', modified: 'p.modified' };

export const projectHandlers = (pool: Pool, searchIndex: SearchIndex): QueryRoute[] => {
  const select = async (where: Where, tail = ''): Promise<Project[]> => (await pool.query<ProjectRow>(`${PROJECT_SELECT} ${where} ${tail}`, where.params)).rows.map(toProject);

  const one = async (where: Where, order = ''): Promise<{ project: Project }> => {
    const [project] = await select(where, `${order} LIMIT 1`);
    if (!project) throw notFound('Project');
    return { project };
  };

  const list = async (input: ListInput, asker: Asker, text: string): Promise<Page | PageJson> => {
    const query = {
      userID: asker.userID,
      statuses: input.status,
      filter: input.filter,
      sortBy: input.sortBy,
      projectGroupID: input.projectGroupID,
      start: input.start,
      count: input.count,
    };
    if (!text.trim()) return listPage(pool, query);
    // The search index ranks the projects whose words start with the typed words; the read model
    // filters, sorts within each rank, and pages them.
    await searchIndex.ensureIndex(SearchIndices.projects);
    // Where the index lives in the read models' database, the hits and the page are one statement.
    const filter = { statuses: input.status };
    const hitsSql = searchIndex.searchSql?.(pool, SearchIndices.projects, text, SearchIndices.maxHits, filter);
    if (hitsSql) return listPage(pool, { ...query, hits: hitsSql });
    const hits = await searchIndex.search(SearchIndices.projects, text, SearchIndices.maxHits, filter);
    if (hits.length === 0) return { projects: [], total: 0 };
    return listPage(pool, { ...query, hits });
  };

  const adminList = async (input: AdminListInput, asker: Asker): Promise<Page> => {
    const where = statusIn(new Where(asker.userID), input.status);
    if (input.text.trim()) where.add("p.name_lower LIKE '%' || ? || '%'", likeText(input.text));
    const tail = `ORDER BY ${ADMIN_COLUMN[input.sortBy]} ${input.sortDir.toUpperCase()}, p.project_id LIMIT ${where.param(input.count)} OFFSET ${where.param(input.start)}`;
    const { rows } = await pool.query<ProjectRow & { total: number }>(
      `SELECT ${CARD_COLUMNS}, count(*) OVER ()::int AS total FROM projects p LEFT JOIN project_users me ON me.project_id = p.project_id AND me.user_id = $1 ${where} ${tail}`,
      where.params,
    );
    if (rows[0] || input.start === 0) return { projects: rows.map(toProject), total: rows[0]?.total ?? 0 };
    const counted = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM projects p ${where}`, where.params.slice(0, -2));
    return { projects: [], total: counted.rows[0]?.n ?? 0 };
  };

  return [
    queryCall(ProjectCalls.getProjectByProjectID, (input, asker) => one(new Where(asker.userID).add('p.project_id = ?', input.projectID))),
    queryCall(ProjectCalls.getProjectByName, (input, asker) =>
      // An active project wins over an archived or deleted one of the same name.
      one(new Where(asker.userID).add('p.name_lower = ?', input.projectName.trim().toLowerCase()), `ORDER BY p.status = ${ProjectStatus.Active} DESC, p.modified DESC`),
    ),
    queryCall(ProjectCalls.getProjectsByProjectIDs, async (input, asker) => {
      // In the order asked, each once; projects are never erased, so an id we lack is a wrong id.
      const wanted = [...new Set(input.projectIDs)];
      const found = new Map((await select(new Where(asker.userID).add('p.project_id = ANY(?::text[])', wanted))).map((p) => [p.projectID, p]));
      const missing = wanted.filter((projectID) => !found.has(projectID));
      if (missing.length) throw new ApiError('notFound', `Project ${missing.join(', ')} was not found.`, undefined, { projectIDs: missing });
      return { projects: wanted.flatMap((projectID) => found.get(projectID) ?? []) };
    }),
    queryCall(ProjectCalls.getAll, (input, asker) => list(input, asker, '')),
    queryCall(ProjectCalls.searchProjects, (input, asker) => list(input, asker, input.text)),
    queryCall(AdminCalls.getAllProjects, adminList),
    // The Tasks board's projects (docs/decisions/tasks.md): in the order asked, each once; unknown ids left out.
    queryCall(AdminCalls.getProjects, async (input, asker) => {
      const wanted = [...new Set(input.projectIDs)];
      const found = new Map((await select(new Where(asker.userID).add('p.project_id = ANY(?::text[])', wanted))).map((p) => [p.projectID, p]));
      return { projects: wanted.flatMap((projectID) => found.get(projectID) ?? []) };
    }),
  ];
};
