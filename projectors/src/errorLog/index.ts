// The error log read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { errorLogProjection } from './projection';

export const errorLog: ProjectorArea = { projections: () => [errorLogProjection] };
