// The dashboard's lists as its components read them: the RTK Query hooks with the arguments the
// dashboard state names, so every component asks for the same cache entry.
import type { ProjectGroup } from '@wb/contracts';
import { useAppSelector } from '../../app/hooks';
import { useProjectGroupsQuery, useProjectListQuery } from './dashboardApi';
import { selectDashboardView, selectProjectListArgs } from './dashboardSlice';

const noFolders: ProjectGroup[] = [];

export const useProjectList = () => useProjectListQuery(useAppSelector(selectProjectListArgs));

/** The active folders with their counts (the sidebar, the drop targets, Add to folder). */
export const useFolders = (): ProjectGroup[] => useProjectGroupsQuery({}).data?.groups ?? noFolders;

/** The folder the dashboard shows, once the folders are known. */
export const useActiveFolder = (): ProjectGroup | null => {
  const view = useAppSelector(selectDashboardView);
  const folders = useFolders();
  return view.folderID ? (folders.find((g) => g.projectGroupID === view.folderID) ?? null) : null;
};
