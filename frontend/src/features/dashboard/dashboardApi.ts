// The dashboard's server state: the folders of the sidebar and the list of cards. The list is the
// filter's page of projects or, while a search is settled, the search within that filter.
import { Calls, ProjectStatus, type CallOutput } from '@wb/contracts';
import { callArgs, callQuery, serverApi } from '../../api/serverApi';
import { tagsOf } from '../../api/tags';
import type { ListFilter } from './dashboardFilter';

/** Lists come a page at a time; the grid says so when there are more. */
export const PROJECT_PAGE = 100;

export interface ProjectListArgs {
  filter: ListFilter;
  folderID: string | null;
  /** The settled search text, trimmed; empty for the plain list. */
  text: string;
}

export type ProjectList = CallOutput<typeof Calls.project.getAll> & {
  /** The search these cards answer: headings and empty states speak of it, not of the box. */
  searchText: string;
};

const listCallOf = (args: ProjectListArgs) => (args.text ? Calls.project.searchProjects : Calls.project.getAll);

const requestOf = (args: ProjectListArgs) => {
  const common = { start: 0, count: PROJECT_PAGE, status: [ProjectStatus.Active], projectGroupID: args.folderID ?? undefined };
  const sortBy = args.filter === 'recent' ? 'recent' : 'modified';
  // Search keeps the sidebar's filter (Recent, Subscribed or the open folder): spec 000 section 3
  // searches "filtered by members.userID and by recents".
  return args.text ? callArgs(Calls.project.searchProjects, { ...common, text: args.text, sortBy, filter: args.filter }) : callArgs(Calls.project.getAll, { ...common, sortBy, filter: args.filter });
};

export const dashboardApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    projectGroups: callQuery(build, Calls.project.getProjectGroups),
    projectList: build.query<ProjectList, ProjectListArgs>({
      query: requestOf,
      transformResponse: (answer: CallOutput<typeof Calls.project.getAll>, _meta, args) => ({ ...answer, searchText: args.text }),
      providesTags: (_result, _error, args) => tagsOf(listCallOf(args)),
    }),
  }),
});

export const { useProjectGroupsQuery, useProjectListQuery } = dashboardApi;
