// The ReviewLink aggregate: the link of one scene (reviewlink-scene_<sceneID>) or one project
// (reviewlink-project_<projectID>); its latest event is the live link.
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { evolve, initialState } from './state';

export type LinkTarget = { readonly kind: 'scene'; readonly sceneID: string } | { readonly kind: 'project'; readonly projectID: string };

export const reviewLinkAggregate = defineAggregate({
  streamType: 'reviewlink',
  streamId: (target: LinkTarget) => (target.kind === 'scene' ? `reviewlink-scene_${target.sceneID}` : `reviewlink-project_${target.projectID}`),
  uniqueKeys: [],
  initialState,
  evolve,
  decide,
});
