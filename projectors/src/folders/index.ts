// The folders read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { foldersProjection } from './projection';

export const folders: ProjectorArea = { projections: () => [foldersProjection] };
