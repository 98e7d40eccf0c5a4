import { useAppSelector } from '../../../app/hooks';
import { useAdminProjectsQuery } from './adminProjectsApi';
import { selectAdminProjectsArgs } from './adminProjectsSlice';

/** The page of projects the filters name; the table and the info dialog read the same cache entry. */
export const useAdminProjects = () => useAdminProjectsQuery(useAppSelector(selectAdminProjectsArgs));
