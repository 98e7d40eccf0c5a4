// The SceneExport aggregate: stream sceneexport-<sceneExportID>.
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { evolve, initialState } from './state';

export const sceneExportAggregate = defineAggregate({
  streamType: 'sceneexport',
  streamId: (sceneExportID: string) => `sceneexport-${sceneExportID}`,
  uniqueKeys: [],
  initialState,
  evolve,
  decide,
});
