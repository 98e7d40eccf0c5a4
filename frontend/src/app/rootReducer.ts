import { combineReducers } from '@reduxjs/toolkit';
import { serverApi } from '../api/serverApi';
import auth from '../features/auth/authSlice';
import router from '../features/router/routerSlice';
import dashboard from '../features/dashboard/dashboardSlice';
import newProject from '../features/newProject/newProjectSlice';
import project from '../features/project/projectSlice';
import folders from '../features/admin/folders/foldersSlice';
import adminProjects from '../features/admin/projects/adminProjectsSlice';
import users from '../features/admin/users/usersSlice';
import permissions from '../features/admin/permissions/permissionsSlice';
import resources from '../features/admin/resources/resourcesSlice';
import labels from '../features/admin/labels/labelsSlice';
import reports from '../features/admin/reports/reportsSlice';
import pronounce from '../features/pronounce/pronounceSlice';
import assets from '../features/assets/assetsSlice';
import stagedUploads from '../features/stagedUploads/stagedSlice';
import scenes from '../features/scenes/scenesSlice';
import sceneEditor from '../features/sceneEditor/state/editorSlice';

export const rootReducer = combineReducers({
  [serverApi.reducerPath]: serverApi.reducer,
  auth, router, dashboard, newProject, project, folders, adminProjects, users, permissions,
  resources, labels, reports, pronounce, stagedUploads, assets,
  scenes, sceneEditor,
});
export type RootState = ReturnType<typeof rootReducer>;
