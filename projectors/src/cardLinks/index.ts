// The cardLinks read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { cardLinksProjection } from './projection';

export const cardLinks: ProjectorArea = { projections: () => [cardLinksProjection] };
