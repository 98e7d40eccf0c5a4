// The reviewTurnaround read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { reviewTurnaroundProjection } from './projection';

export const reviewTurnaround: ProjectorArea = { projections: () => [reviewTurnaroundProjection] };
