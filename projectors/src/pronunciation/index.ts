// The pronunciation read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { pronunciationProjection } from './projection';

export const pronunciation: ProjectorArea = { projections: () => [pronunciationProjection] };
