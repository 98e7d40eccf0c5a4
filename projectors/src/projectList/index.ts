// The projectList read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { projectListProjection } from './projection';

export const projectList: ProjectorArea = { projections: () => [projectListProjection] };
