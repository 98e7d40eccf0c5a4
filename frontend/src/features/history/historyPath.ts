// Where an entity's History view is: other screens link here (the project's header, the admin dialogs,
// the kit, file, scene and comment menus), so the path is built in one place.
import type { HistoryEntityType } from '@wb/contracts';

/**
 * The hash path of an entity's history. `name` is only the page's heading (the entity as the linking
 * screen shows it); the history itself is asked by type and id.
 */
export const historyPath = (entityType: HistoryEntityType, entityID: string | number, name?: string): string => {
  const path = `/history/${entityType}/${encodeURIComponent(String(entityID))}`;
  return name ? `${path}?${new URLSearchParams({ name }).toString()}` : path;
};

/** What a comment panel shows the comments of (review's ReviewSource). */
type CommentOwner = { kind: 'scene'; sceneID: string } | { kind: 'file'; fileID: string } | { kind: 'project'; projectID: string };

/** A comment thread's id as the history names it: the id of its stream (contracts/src/history/fields.ts). */
export const commentThreadID = (owner: CommentOwner): string => {
  switch (owner.kind) {
    case 'scene':
      return `scenecomments-${owner.sceneID}`;
    case 'file':
      return `filecomments-${owner.fileID}`;
    case 'project':
      return `projectcomments-${owner.projectID}`;
  }
};
