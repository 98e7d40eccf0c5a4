// The fileSearch read model's projection, as the projectors' area index (../areas.ts) lists it: its
// documents go to the asset library's file search index.
import type { ProjectorArea } from '../shared/area';
import { fileSearchProjection } from './projection';

export const fileSearch: ProjectorArea = { projections: ({ fileSearchIndex }) => [fileSearchProjection(fileSearchIndex)] };
