// Business constants of spec 000 section 9, each defined once.

/** The status of a project and of a folder (a project group): the spec gives both the same codes. */
export const ProjectStatus = { Deleted: 0, Active: 1, Archived: 2 } as const;
export type ProjectStatus = (typeof ProjectStatus)[keyof typeof ProjectStatus];

export const UserTaskStatus = { Open: 1, Done: 2 } as const;
export const NotificationStatus = { Unread: 0, Read: 1 } as const;
export const LearningStatus = { Live: 1, Draft: 0, NotLinked: -1 } as const;

export const GrantLevel = { view: 0, edit: 1 } as const;
export type GrantLevelName = keyof typeof GrantLevel;

export const Limits = {
  adminProjectPageSize: 20,
  searchDebounceMs: 500,
  requestDebounceMs: 250,
  recentErrorsDays: 10,
  paginationMaxLinks: 9,
  notificationsFirstPage: 5,
  notificationsPerLoadMore: 5,
  dueWarningDays: 3,
  projectCardWidth: 250,
  nameMaxLength: 200,
  textMaxLength: 2000,
  listMaxItems: 500,
  pageMaxCount: 100,
} as const;

/** Production roles (task types), fixed list. */
export const TaskTypes = [
  { taskID: 0, name: 'Script Writer', color: '#7c4dff' },
  { taskID: 1, name: 'Illustrator', color: '#ff9100' },
  { taskID: 2, name: 'Voiceover Artist', color: '#00b0ff' },
  { taskID: 3, name: 'Audio Editor', color: '#00c853' },
  { taskID: 4, name: 'Video Editor', color: '#d50000' },
  { taskID: 5, name: 'Reviewer', color: '#6d4c41' },
] as const;
export const RoleNames = TaskTypes.map((t) => t.name);

/**
 * The search indices: written by the projectors' search projections, read by the query API. A search
 * answers at most `maxHits` ids (Elasticsearch's default result window); the read model then filters,
 * sorts and pages them.
 */
export const SearchIndices = {
  projects: 'projects',
  maxHits: 10_000,
} as const;
