// The #/home/{filter} segment: a list filter (recent, subscribed, all) or a folder id.
export type ListFilter = 'recent' | 'subscribed' | 'all';

export interface DashboardView {
  filter: ListFilter;
  folderID: string | null;
}

const listFilters: readonly string[] = ['recent', 'subscribed', 'all'];

export const viewFromRouteFilter = (segment: string | null): DashboardView => {
  if (segment === null || segment === '') return { filter: 'recent', folderID: null };
  if (listFilters.includes(segment)) return { filter: segment as ListFilter, folderID: null };
  return { filter: 'all', folderID: segment };
};
