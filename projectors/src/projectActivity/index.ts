// The projectActivity read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { projectActivityProjection } from './projection';

export const projectActivity: ProjectorArea = { projections: () => [projectActivityProjection] };
