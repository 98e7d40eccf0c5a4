// The resources read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { resourcesProjection } from './projection';

export const resources: ProjectorArea = { projections: () => [resourcesProjection] };
