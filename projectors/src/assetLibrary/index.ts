// The assetLibrary read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { assetLibraryProjection } from './projection';

export const assetLibrary: ProjectorArea = { projections: () => [assetLibraryProjection] };
