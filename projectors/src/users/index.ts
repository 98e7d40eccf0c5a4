// The users read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { usersProjection } from './projection';

export const users: ProjectorArea = { projections: () => [usersProjection] };
