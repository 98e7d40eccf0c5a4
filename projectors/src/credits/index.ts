// The credits read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { creditsProjection } from './projection';

export const credits: ProjectorArea = { projections: () => [creditsProjection] };
