// The sceneLabels read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { sceneLabelsProjection } from './projection';

export const sceneLabels: ProjectorArea = { projections: () => [sceneLabelsProjection] };
