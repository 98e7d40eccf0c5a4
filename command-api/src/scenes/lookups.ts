// What scene commands need of other aggregates, read from their streams (never from a read model).
import { Messages, type Scene } from '@wb/contracts';
import { ApiError, type EventStore } from '@wb/platform';
import { assetLookups } from '../assets/lookups';
import { sceneLabelAggregate } from '../sceneLabels/domain/sceneLabel/aggregate';
import { sceneCommentsAggregate } from '../review/domain/sceneComments/aggregate';
import { loadState } from '../shared/streams';
import { cardOf } from './cardAnswer';
import { sceneAggregate } from './domain/scene/aggregate';

export const sceneLookups = (eventStore: EventStore) => {
  const assets = assetLookups(eventStore);
  return {
    projectFound: async (projectID: string): Promise<boolean> => (await assets.project(projectID)) !== null,
    userName: assets.userName,
    labelFound: async (labelID: string): Promise<boolean> => (await loadState(eventStore, sceneLabelAggregate, labelID)) !== null,
    scene: (sceneID: string) => loadState(eventStore, sceneAggregate, sceneID),
    /** The scene's card as its events make it now (the answer of create, import and rename). */
    card: async (sceneID: string): Promise<Scene> => {
      const scene = await loadState(eventStore, sceneAggregate, sceneID);
      if (scene === null || scene.deleted) throw new ApiError('notFound', Messages.sceneNotFound);
      // The counts come from the scene's comment thread (a renamed scene may have comments already).
      return cardOf(scene, await loadState(eventStore, sceneCommentsAggregate, sceneID));
    },
  };
};
