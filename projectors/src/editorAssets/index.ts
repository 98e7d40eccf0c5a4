// The editorAssets read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { editorAssetsProjection } from './projection';

export const editorAssets: ProjectorArea = { projections: () => [editorAssetsProjection] };
