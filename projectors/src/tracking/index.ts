// The tracking read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { trackingProjection } from './projection';

export const tracking: ProjectorArea = { projections: () => [trackingProjection] };
