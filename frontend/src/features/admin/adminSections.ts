// The admin side navigation (spec 000 section 2): each section needs the admin grant of its name.
export interface AdminSection {
  id: string;
  label: string;
  grant: string;
  /** Built in this release; the others are listed dimmed as later work. */
  available: boolean;
}

export const adminSections: readonly AdminSection[] = [
  { id: 'folders', label: 'Folders', grant: 'admin.folders', available: true },
  { id: 'projects', label: 'Projects', grant: 'admin.projects', available: true },
  { id: 'users', label: 'Users', grant: 'admin.users', available: true },
  { id: 'permissions', label: 'Permissions', grant: 'admin.permissions', available: true },
  { id: 'errors', label: 'Errors', grant: 'admin.errors', available: false },
  { id: 'analytics', label: 'Analytics', grant: 'admin.analytics', available: false },
  { id: 'stats', label: 'Stats', grant: 'admin.stats', available: false },
  { id: 'labels', label: 'Labels', grant: 'admin.labels', available: false },
  { id: 'tasks', label: 'Tasks', grant: 'admin.tasks', available: false },
  { id: 'assets', label: 'Assets', grant: 'admin.assets', available: false },
  { id: 'exports', label: 'Exports', grant: 'admin.exports', available: false },
  { id: 'search', label: 'Search', grant: 'admin.search', available: false },
  { id: 'resources', label: 'Resources', grant: 'admin.resources', available: false },
  { id: 'reports', label: 'Reports', grant: 'admin.reports', available: false },
  { id: 'feedback', label: 'Feedback', grant: 'admin.feedback', available: false },
];

export const findSection = (routeId: string | null): AdminSection | null =>
  adminSections.find((s) => s.id === routeId) ?? null;

/** Without a route id, the first built section the user may view. */
export const defaultSectionFor = (canView: (grant: string) => boolean): AdminSection | null =>
  adminSections.find((s) => s.available && canView(s.grant)) ?? null;
