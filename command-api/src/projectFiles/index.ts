// The project files area of review: a scene's assets recorded by /files/addFiles, an svg's stats, and
// each review video's media (probed, proxied) reported by the video media reactor (media/).
import type { CommandArea } from '../shared/area';
import { fileMediaAggregate } from './domain/media/aggregate';
import { projectFileRoutes } from './routes';

export const projectFilesArea: CommandArea = {
  name: 'projectFiles',
  aggregates: [fileMediaAggregate],
  routes: projectFileRoutes,
};
