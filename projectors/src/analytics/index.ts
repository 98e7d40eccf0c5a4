// The analytics read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { analyticsProjection } from './projection';

export const analytics: ProjectorArea = { projections: () => [analyticsProjection] };
