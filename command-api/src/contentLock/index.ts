// The content lock area: the Reports tab's switch that closes the asset library's changes.
import type { CommandArea } from '../shared/area';
import { contentLockAggregate } from './domain/contentLock/aggregate';
import { contentLockRoutes } from './routes';

export const contentLockArea: CommandArea = { name: 'contentLock', aggregates: [contentLockAggregate], routes: contentLockRoutes };
