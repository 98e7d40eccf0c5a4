// The notifications read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { notificationsProjection } from './projection';

export const notifications: ProjectorArea = { projections: () => [notificationsProjection] };
