// The scene card that create, import and rename answer (the shape getScene reads from the read model),
// taken from the scene's state as its stream makes it now: the command side never reads a read model,
// and the state already holds everything the card shows.
import type { Scene } from '@wb/contracts';
import { savedVersion, type SceneState } from './domain/scene/state';

export const cardOf = (scene: SceneState): Scene => ({
  sceneID: scene.sceneID,
  projectID: scene.projectID,
  documentVersion: scene.current,
  // A state loaded from the stream has the times of its events (they are absent only before recording).
  modified: scene.modified ?? '',
  createdOn: scene.createdOn ?? '',
  openComments: 0,
  comments: 0,
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
