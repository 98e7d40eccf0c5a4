import { defineClientArea } from '../../app/clientArea';
import { watchAdmin } from './adminSagas';
import folders from './folders/foldersSlice';
import adminProjects from './projects/adminProjectsSlice';
import users from './users/usersSlice';
import permissions from './permissions/permissionsSlice';
import resources from './resources/resourcesSlice';
import labels from './labels/labelsSlice';
import reports from './reports/reportsSlice';
import { adminRoutes } from './routes';

/** The Admin page: one state key per section. */
export const adminArea = defineClientArea({
  name: 'admin',
  reducers: { folders, adminProjects, users, permissions, resources, labels, reports },
  saga: watchAdmin,
  routes: adminRoutes,
});
