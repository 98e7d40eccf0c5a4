// The projectStreams read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { projectStreamsProjection } from './projection';

export const projectStreams: ProjectorArea = { projections: () => [projectStreamsProjection] };
