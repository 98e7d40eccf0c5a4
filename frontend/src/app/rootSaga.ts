import { all, fork } from 'redux-saga/effects';
import { clientAreas } from './areas';
import type { ClientArea } from './clientArea';
import { watchQueryErrors } from './queryErrorSagas';
import type { Saga } from './sagaHelpers';

/** The one error rule for server-state queries, then every area's workflows. */
export function* rootSaga(): Saga {
  const areaSagas = (clientAreas as readonly ClientArea[]).flatMap((area) => (area.saga ? [area.saga] : []));
  yield all([fork(watchQueryErrors), ...areaSagas.map((saga) => fork(saga))]);
}
