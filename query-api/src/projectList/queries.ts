// Project cards, lists and search for the dashboard, and the admin project table.
import { AdminCalls, ProjectCalls, SearchIndices, type CallDef, type Project } from '@wb/contracts';
import { ApiError, notFound, type CallHandler, type Pool, type SearchIndex } from '@wb/platform';
import { likeText, PROJECT_SELECT, toProject, Where, type ProjectRow } from './sql';

type Filter = 'all' | 'recent' | 'subscribed';
interface ListInput {
  text?: string;
  sortBy: 'recent' | 'name' | 'created' | 'modified';
  count: number;
  start: number;
  status: number[];
  filter: Filter;
  projectGroupID?: string;
}
interface AdminListInput {
  text: string;
  sortBy: 'name' | 'created' | 'modified';
  sortDir: 'asc' | 'desc';
  status: number[];
  start: number;
  count: number;
}

const ORDER: Record<ListInput['sortBy'], string> = {
  recent: 'me.last_accessed DESC NULLS LAST, p.modified DESC',
  name: 'p.name_lower ASC',
  created: 'p.created_on DESC',
  modified: 'p.modified DESC',
};
const ADMIN_COLUMN: Record<AdminListInput['sortBy'], string> = { name: 'p.name_lower', created: 'p.created_on', modified: 'p.modified' };

export const projectHandlers = (pool: Pool, searchIndex: SearchIndex): [CallDef, CallHandler][] => {
  const select = async (where: Where, tail = ''): Promise<Project[]> =>
    (await pool.query<ProjectRow>(`${PROJECT_SELECT} ${where} ${tail}`, where.params)).rows.map(toProject);

  const page = async (where: Where, order: string, start: number, count: number) => {
    const total = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM projects p LEFT JOIN project_users me ON me.project_id = p.project_id AND me.user_id = $1 ${where}`,
      where.params,
    );
    const projects = await select(where, `ORDER BY ${order}, p.project_id LIMIT ${count} OFFSET ${start}`);
    return { body: { projects, total: total.rows[0]?.n ?? 0 } };
  };

  const one = async (where: Where, order = ''): Promise<{ body: { project: Project } }> => {
    const [project] = await select(where, `${order} LIMIT 1`);
    if (!project) throw notFound('Project');
    return { body: { project } };
  };

  const list = async (input: ListInput, userID: number) => {
    const where = new Where(userID).add('p.status = ANY(?::smallint[])', input.status);
    if (input.filter === 'recent') where.add('me.last_accessed IS NOT NULL');
    if (input.filter === 'subscribed') where.add('me.subscribed');
    if (input.projectGroupID) where.add('p.groups @> ARRAY[?::text]', input.projectGroupID);
    if (input.text?.trim()) {
      // The search index names the projects whose name holds the text; the read model filters, sorts and pages them.
      await searchIndex.ensureIndex(SearchIndices.projects);
      where.add('p.project_id = ANY(?::text[])', await searchIndex.search(SearchIndices.projects, input.text, SearchIndices.maxHits));
    }
    return page(where, ORDER[input.sortBy], input.start, input.count);
  };

  return [
    [ProjectCalls.getProjectByProjectID, (input: { projectID: string }, ctx) => one(new Where(ctx.userID!).add('p.project_id = ?', input.projectID))],
    [ProjectCalls.getProjectByName, (input: { projectName: string }, ctx) =>
      // An active project wins over an archived or deleted one of the same name.
      one(new Where(ctx.userID!).add('p.name_lower = ?', input.projectName.trim().toLowerCase()), 'ORDER BY p.status = 1 DESC, p.modified DESC')],
    [ProjectCalls.getProjectsByProjectIDs, async (input: { projectIDs: string[] }, ctx) => {
      // In the order asked, each once; projects are never erased, so an id we lack is a wrong id.
      const wanted = [...new Set(input.projectIDs)];
      const found = new Map((await select(new Where(ctx.userID!).add('p.project_id = ANY(?::text[])', wanted))).map((p) => [p.projectID, p]));
      const missing = wanted.filter((projectID) => !found.has(projectID));
      if (missing.length) throw new ApiError('notFound', `Project ${missing.join(', ')} was not found.`, undefined, { projectIDs: missing });
      return { body: { projects: wanted.flatMap((projectID) => found.get(projectID) ?? []) } };
    }],
    [ProjectCalls.getAll, (input: ListInput, ctx) => list(input, ctx.userID!)],
    [ProjectCalls.searchProjects, (input: ListInput, ctx) => list(input, ctx.userID!)],
    [AdminCalls.getAllProjects, (input: AdminListInput, ctx) => {
      const where = new Where(ctx.userID!).add('p.status = ANY(?::smallint[])', input.status);
      if (input.text.trim()) where.add("p.name_lower LIKE '%' || ? || '%'", likeText(input.text));
      return page(where, `${ADMIN_COLUMN[input.sortBy]} ${input.sortDir.toUpperCase()}`, input.start, input.count);
    }],
  ];
};
