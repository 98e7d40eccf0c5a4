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
import assets from '../features/assets/assetsSlice';

export const rootReducer = combineReducers({
  [serverApi.reducerPath]: serverApi.reducer,
  auth, router, dashboard, newProject, project, folders, adminProjects, users, permissions, assets,
});
export type RootState = ReturnType<typeof rootReducer>;
