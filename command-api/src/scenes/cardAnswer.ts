// The scene card that create, import and rename answer (the shape getScene reads from the read model),
// taken from the scene's state and its comment thread's state as their streams make them now: the
// command side never reads a read model, and the two states hold everything the card shows.
import type { Scene } from '@wb/contracts';
import { commentsOf, type SceneCommentsState } from '../review/domain/sceneComments/state';
import { savedVersion, type SceneState } from './domain/scene/state';

/** The card's counts as the scenes projector makes them: open top-level comments, and every live comment and reply. */
export const commentCountsOf = (thread: SceneCommentsState): { openComments: number; comments: number } => {
  const live = commentsOf(thread);
  return { openComments: live.filter((c) => c.parentCommentID === null && c.resolved === null).length, comments: live.length };
};

export const cardOf = (scene: SceneState, thread: SceneCommentsState): Scene => ({
  sceneID: scene.sceneID,
  projectID: scene.projectID,
  documentVersion: scene.current,
  // A state loaded from the stream has the times of its events (they are absent only before recording).
  modified: scene.modified ?? '',
  createdOn: scene.createdOn ?? '',
  ...commentCountsOf(thread),
  data: {
    name: scene.name,
    duration: scene.duration,
    s3Key: savedVersion(scene, scene.current)?.key ?? '',
    dimensions: { width: scene.width, height: scene.height },
    notes: scene.notes,
    thumbnail: scene.thumbnail ?? '',
    labels: [...scene.labels],
    reviewUrl: null,
    timestamp: scene.savedOn,
  },
});
