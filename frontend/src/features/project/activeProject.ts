// The active project as the screens see it, from the two lookups of projectApi: by id first; by name
// when no project has that id (the server answers 400 for a name that is no id, 404 for an unknown id).
import { skipToken } from '@reduxjs/toolkit/query';
import type { Project } from '@wb/contracts';
import { useAppSelector } from '../../app/hooks';
import { isQueryError } from '../../api/queryError';
import { useProjectByIDQuery, useProjectByNameQuery } from './projectApi';
import { selectProjectOpenedAs } from './projectSlice';

export type ActiveProjectStatus = 'none' | 'loading' | 'loaded' | 'notFound';

export interface ActiveProject {
  /** How the address named it: what the Project link leads back to. Null when nothing is open, or it does not exist. */
  openedAs: string | null;
  project: Project | null;
  status: ActiveProjectStatus;
}

interface Lookup {
  data?: { project: Project } | undefined;
  error?: unknown;
}

const failedWith = (lookup: Lookup, statuses: readonly number[]): boolean => isQueryError(lookup.error) && statuses.includes(lookup.error.status);

/** Whether the by-id lookup found no such id, so the name is tried. */
export const needsNameLookup = (byID: Lookup): boolean => failedWith(byID, [400, 404]);

export const activeProjectOf = (openedAs: string | null, byID: Lookup, byName: Lookup): ActiveProject => {
  if (openedAs === null) return { openedAs, project: null, status: 'none' };
  const project = byID.data?.project ?? (needsNameLookup(byID) ? byName.data?.project : undefined) ?? null;
  if (project) return { openedAs, project, status: 'loaded' };
  if (needsNameLookup(byID) && failedWith(byName, [404])) return { openedAs: null, project: null, status: 'notFound' };
  return { openedAs, project: null, status: 'loading' };
};

export const useActiveProject = (): ActiveProject => {
  const openedAs = useAppSelector(selectProjectOpenedAs);
  const byID = useProjectByIDQuery(openedAs === null ? skipToken : { projectID: openedAs });
  const byName = useProjectByNameQuery(openedAs !== null && needsNameLookup(byID) ? { projectName: openedAs } : skipToken);
  return activeProjectOf(openedAs, byID, byName);
};
