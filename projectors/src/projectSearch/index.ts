// The projectSearch read model's projection, as the projectors' area index (../areas.ts) lists it: its
// documents go to the dashboard's search index.
import type { ProjectorArea } from '../shared/area';
import { projectSearchProjection } from './projection';

export const projectSearch: ProjectorArea = { projections: ({ searchIndex }) => [projectSearchProjection(searchIndex)] };
