import { all, fork } from 'redux-saga/effects';
import { clientAreas } from './areas';
import type { ClientArea } from './clientArea';
import { watchQueryErrors } from './queryErrorSagas';
import type { Saga } from './sagaHelpers';
import { watchRouter } from '../features/router/routerSagas';

/** The one error rule for server-state queries, the router (no area: it reads every area's routes), then every area's workflows. */
export function* rootSaga(): Saga {
  const areaSagas = (clientAreas as readonly ClientArea[]).flatMap((area) => (area.saga ? [area.saga] : []));
  yield all([fork(watchQueryErrors), fork(watchRouter), ...areaSagas.map((saga) => fork(saga))]);
}
