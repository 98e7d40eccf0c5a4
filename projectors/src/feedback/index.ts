// The feedback read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { feedbackProjection } from './projection';

export const feedback: ProjectorArea = { projections: () => [feedbackProjection] };
