// The Scene aggregate: stream scene-<sceneID>.
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { evolve, initialState } from './state';

export const sceneAggregate = defineAggregate({
  streamType: 'scene',
  streamId: (sceneID: string) => `scene-${sceneID}`,
  uniqueKeys: [],
  initialState,
  evolve,
  decide,
});
