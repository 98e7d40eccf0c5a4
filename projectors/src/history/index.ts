// The history read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { historyProjection } from './projection';

export const history: ProjectorArea = { projections: () => [historyProjection] };
