// The learning read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { learningProjection } from './projection';

export const learning: ProjectorArea = { projections: () => [learningProjection] };
