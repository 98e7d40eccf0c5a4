import { defineClientArea } from '../../app/clientArea';
import { browserStagedEnv } from './stagedEnv';
import { watchStagedUploads } from './stagedSagas';
import stagedUploads from './stagedSlice';
import { stagedUploadsRoutes } from './routes';

/** Staged uploads: files collected, given projects, kits and tags, and published in one run. */
export const stagedUploadsArea = defineClientArea({
  name: 'stagedUploads',
  reducers: { stagedUploads },
  saga: () => watchStagedUploads(browserStagedEnv),
  routes: stagedUploadsRoutes,
});
