// Who may read an entity's history (docs/decisions/history.md): holders of admin.reports any entity's;
// the admins of the kind of entity theirs; a project's members their project's and what belongs to it.
// Pure, so the query API applies it and the client hides the link with the same rule.
import { satisfies, type Grant } from '../kernel/grants';
import type { HistoryEntityType } from './constants';

/** The admin grant that manages each kind of entity. */
const managingGrant: Readonly<Record<HistoryEntityType, Grant>> = {
  project: 'admin.projects',
  file: 'admin.projects',
  scene: 'admin.projects',
  commentThread: 'admin.projects',
  folder: 'admin.folders',
  user: 'admin.users',
  kit: 'admin.assets',
};

/** Entities that may belong to a project, whose members then read their history. */
const projectScoped: ReadonlySet<HistoryEntityType> = new Set(['project', 'file', 'scene', 'commentThread']);

export const HistoryAccess = {
  /** The router's part: a caller holding none of these is refused before the entity is looked at. */
  readerGrants: ['admin.reports', 'content.projects-view', 'admin.projects', 'admin.folders', 'admin.users', 'admin.assets'] as const satisfies readonly [Grant, ...Grant[]],
  rule: "a holder of admin.reports; the admin grant of the entity's kind (admin.projects for projects, files, scenes and comment threads, admin.folders, admin.users, admin.assets for kits); or a member of the project the entity belongs to",
  /** Whether the grants alone let the caller read this kind of entity's history (no membership needed). */
  byGrant: (held: readonly string[], entityType: HistoryEntityType): boolean => satisfies(held, 'admin.reports') || satisfies(held, managingGrant[entityType]),
  /** Whether membership of the entity's project may let the caller read it. */
  byMembership: (held: readonly string[], entityType: HistoryEntityType): boolean => projectScoped.has(entityType) && satisfies(held, 'content.projects-view'),
} as const;
