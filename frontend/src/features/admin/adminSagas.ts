import { all, put, select, takeLatest, throttle } from 'redux-saga/effects';
import { satisfies } from '@wb/contracts';
import { redirectTo, type Saga } from '../../app/sagaHelpers';
import { selectPermissions } from '../auth/authSlice';
import { readModelsChanged } from '../live/liveSlice';
import { screenEntered } from '../router/routerSlice';
import type { Route } from '../router/routes';
import { selectShownScreen } from '../router/selectShownScreen';
import { adminSectionOpened } from './adminActions';
import { defaultSectionFor, findSection } from './adminSections';
import { watchFolders } from './folders/foldersSagas';
import { watchAdminProjects } from './projects/adminProjectsSagas';
import { watchUsers } from './users/usersSagas';
import { watchPermissions } from './permissions/permissionsSagas';

/** A section out of reach shows its 'Sorry' message and loads nothing. */
function* openIfAllowed(routeId: string, held: string[]): Saga {
  const section = findSection(routeId);
  if (section && satisfies(held, section.grant)) yield put(adminSectionOpened(routeId));
}

function* openSection(action: ReturnType<typeof screenEntered>): Saga {
  const route = action.payload;
  if (route.name !== 'admin') return;
  const held = (yield select(selectPermissions)) as string[];
  if (route.routeId) {
    yield* openIfAllowed(route.routeId, held);
    return;
  }
  const first = defaultSectionFor((g) => satisfies(held, g));
  if (first) yield* redirectTo(`/admin/${first.id}`);
}

function* refreshVisibleSection(): Saga {
  const shown = (yield select(selectShownScreen)) as Route | null;
  const held = (yield select(selectPermissions)) as string[];
  if (shown?.name === 'admin' && shown.routeId) yield* openIfAllowed(shown.routeId, held);
}

export function* watchAdmin(): Saga {
  yield all([
    takeLatest(screenEntered.type, openSection),
    throttle(1000, readModelsChanged.type, refreshVisibleSection),
    watchFolders(),
    watchAdminProjects(),
    watchUsers(),
    watchPermissions(),
  ]);
}
