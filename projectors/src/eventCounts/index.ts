// The eventCounts read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { eventCountsProjection } from './projection';

export const eventCounts: ProjectorArea = { projections: () => [eventCountsProjection] };
