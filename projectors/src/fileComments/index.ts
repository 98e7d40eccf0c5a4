// The fileComments read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { fileCommentsProjection } from './projection';

export const fileComments: ProjectorArea = { projections: () => [fileCommentsProjection] };
