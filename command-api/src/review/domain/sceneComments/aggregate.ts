// The SceneComments aggregate: a scene's comment thread, stream scenecomments-<sceneID>. Each comment's
// id is a unique key of the thread that holds it, so a later call naming only a comment finds its
// thread (holderOf) without a read model (docs/decisions/review.md).
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { evolve, initialState } from './state';
import { sceneCommentsReservations } from './reservations';

export const sceneCommentsAggregate = defineAggregate({
  streamType: 'scenecomments',
  streamId: (sceneID: string) => `scenecomments-${sceneID}`,
  uniqueKeys: ['comment'],
  initialState,
  evolve,
  decide,
  reservations: (events, _state, _command, key) => sceneCommentsReservations(events, key),
});
