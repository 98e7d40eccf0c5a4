// The contentLock read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { contentLockProjection } from './projection';

export const contentLock: ProjectorArea = { projections: () => [contentLockProjection] };
