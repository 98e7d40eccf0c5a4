// The sceneComments read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { sceneCommentsProjection } from './projection';

export const sceneComments: ProjectorArea = { projections: () => [sceneCommentsProjection] };
