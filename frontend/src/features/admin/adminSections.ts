// The admin side navigation (spec 000 section 2): each section needs the admin grant of its name.
export interface AdminSection {
  id: string;
  label: string;
  grant: string;
  /** Built in this release; the others open a 'coming in a later release' page. */
  available: boolean;
  /** What the section will hold, said on that page. */
  description?: string;
}

export const adminSections: readonly AdminSection[] = [
  { id: 'folders', label: 'Folders', grant: 'admin.folders', available: true },
  { id: 'projects', label: 'Projects', grant: 'admin.projects', available: true },
  { id: 'users', label: 'Users', grant: 'admin.users', available: true },
  { id: 'permissions', label: 'Permissions', grant: 'admin.permissions', available: true },
  { id: 'errors', label: 'Errors', grant: 'admin.errors', available: true },
  { id: 'analytics', label: 'Analytics', grant: 'admin.analytics', available: true },
  { id: 'stats', label: 'Stats', grant: 'admin.stats', available: true },
  { id: 'labels', label: 'Labels', grant: 'admin.labels', available: true },
  { id: 'tasks', label: 'Tasks', grant: 'admin.tasks', available: true },
  { id: 'assets', label: 'Files', grant: 'admin.assets', available: true },
  { id: 'exports', label: 'File Exports', grant: 'admin.exports', available: true },
  { id: 'search', label: 'Search', grant: 'admin.search', available: false, description: 'The search index behind project and asset search.' },
  { id: 'resources', label: 'Resources', grant: 'admin.resources', available: true },
  { id: 'reports', label: 'Reports', grant: 'admin.reports', available: true },
  { id: 'audit', label: 'Audit', grant: 'admin.reports', available: true },
  { id: 'feedback', label: 'Feedback', grant: 'admin.feedback', available: true },
];

export const findSection = (routeId: string | null): AdminSection | null => adminSections.find((s) => s.id === routeId) ?? null;

/** Without a route id, the first built section the user may view. */
export const defaultSectionFor = (canView: (grant: string) => boolean): AdminSection | null => adminSections.find((s) => s.available && canView(s.grant)) ?? null;
