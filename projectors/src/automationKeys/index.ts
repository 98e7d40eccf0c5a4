// The automationKeys read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { automationKeysProjection } from './projection';

export const automationKeys: ProjectorArea = { projections: () => [automationKeysProjection] };
