// The scene labels area: the admin console's Labels tab.
import type { CommandArea } from '../shared/area';
import { sceneLabelAggregate } from './domain/sceneLabel/aggregate';
import { sceneLabelRoutes } from './routes';

export const sceneLabelsArea: CommandArea = { name: 'sceneLabels', aggregates: [sceneLabelAggregate], routes: sceneLabelRoutes };
