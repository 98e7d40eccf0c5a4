// The scenes read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { scenesProjection } from './projection';

export const scenes: ProjectorArea = { projections: () => [scenesProjection] };
