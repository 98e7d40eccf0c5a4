import { all, select, takeLatest } from 'redux-saga/effects';
import { satisfies } from '@wb/contracts';
import { redirectTo, type Saga } from '../../app/sagaHelpers';
import { selectPermissions } from '../auth/authSlice';
import { screenEntered } from '../router/routerSlice';
import { defaultSectionFor } from './adminSections';
import { watchFolders } from './folders/foldersSagas';
import { watchAdminProjects } from './projects/adminProjectsSagas';
import { watchUsers } from './users/usersSagas';
import { watchPermissions } from './permissions/permissionsSagas';
import { watchLabels } from './labels/labelsSagas';
import { watchReports } from './reports/reportsSagas';
import { watchResources } from './resources/resourcesSagas';

/** #/admin alone opens the first section the user may view. Each section's table is its own query, loaded while it is on screen. */
function* openSection(action: ReturnType<typeof screenEntered>): Saga {
  const route = action.payload;
  if (route.name !== 'admin' || route.routeId) return;
  const held = (yield select(selectPermissions)) as string[];
  const first = defaultSectionFor((g) => satisfies(held, g));
  if (first) yield* redirectTo(`/admin/${first.id}`);
}

export function* watchAdmin(): Saga {
  yield all([takeLatest(screenEntered.type, openSection), watchFolders(), watchAdminProjects(), watchUsers(), watchPermissions(), watchResources(), watchLabels(), watchReports()]);
}
