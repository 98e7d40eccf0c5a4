// The reviewLinks read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { reviewLinksProjection } from './projection';

export const reviewLinks: ProjectorArea = { projections: () => [reviewLinksProjection] };
