// The tasks read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { tasksProjection } from './projection';

export const tasks: ProjectorArea = { projections: () => [tasksProjection] };
