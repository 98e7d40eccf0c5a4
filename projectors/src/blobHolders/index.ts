// The blobHolders read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { blobHoldersProjection } from './projection';

export const blobHolders: ProjectorArea = { projections: () => [blobHoldersProjection] };
