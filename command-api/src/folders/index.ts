// The folders area: project groups (folders) of the dashboard and the admin console.
import type { CommandArea } from '../shared/area';
import { folderAggregate } from './domain/folder/aggregate';
import { folderRoutes } from './routes';

export const foldersArea: CommandArea = { name: 'folders', aggregates: [folderAggregate], routes: folderRoutes };
