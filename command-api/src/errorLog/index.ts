// The error log area: the client errors users' browsers report (server errors are appended by each
// process's error handler, platform/src/http/errorCapture).
import type { CommandArea } from '../shared/area';
import { errorLogAggregate } from './domain/errorLog/aggregate';
import { errorLogRoutes } from './routes';

export const errorLogArea: CommandArea = {
  name: 'errorLog',
  aggregates: [errorLogAggregate],
  routes: errorLogRoutes,
};
