// The comments area: comments, replies, mentions and drawn annotations on a project's files and on the
// project itself, one comment thread per file and one per project.
import type { CommandArea } from '../shared/area';
import { fileCommentsAggregate, projectCommentsAggregate } from './domain/fileComments/aggregate';
import { commentsRoutes } from './routes';

export const commentsArea: CommandArea = {
  name: 'comments',
  aggregates: [fileCommentsAggregate, projectCommentsAggregate],
  routes: commentsRoutes,
};
