// The projectFiles read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { projectFilesProjection } from './projection';

export const projectFiles: ProjectorArea = { projections: () => [projectFilesProjection] };
