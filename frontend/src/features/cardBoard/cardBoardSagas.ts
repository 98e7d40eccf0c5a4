// The card-board section's commands: link a card (a card another project holds is refused, and the
// section shows which project), remove the link, set the card's due date. Own writes refresh the link.
import { all, put, takeLatest } from 'redux-saga/effects';
import { Calls, ExistingProject, type ReadModelName } from '@wb/contracts';
import { toApiError } from '../../api/apiError';
import { callApi, refreshAfterOwnWrite, reportError, type Saga } from '../../app/sagaHelpers';
import { commandEnded, dueRequested, linkRefused, linkRequested, unlinkRequested } from './cardBoardSlice';

const CARD_LINKS: readonly ReadModelName[] = ['cardLinks'];

export function* linkCard(action: ReturnType<typeof linkRequested>): Saga {
  try {
    yield* callApi(Calls.project.linkTrelloCard, action.payload);
    yield* refreshAfterOwnWrite(CARD_LINKS);
  } catch (e) {
    const error = toApiError(e);
    const existing = ExistingProject.safeParse(error.details.existingProject);
    if (error.status === 409 && existing.success) yield put(linkRefused({ projectID: action.payload.projectID, message: error.message, existingProject: existing.data }));
    else yield* reportError(e);
  } finally {
    yield put(commandEnded());
  }
}

export function* unlinkCard(action: ReturnType<typeof unlinkRequested>): Saga {
  try {
    yield* callApi(Calls.project.unlinkTrelloCard, action.payload);
    yield* refreshAfterOwnWrite(CARD_LINKS);
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(commandEnded());
  }
}

export function* setDue(action: ReturnType<typeof dueRequested>): Saga {
  try {
    yield* callApi(Calls.trello.updateDueDate, action.payload);
    yield* refreshAfterOwnWrite(CARD_LINKS);
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(commandEnded());
  }
}

export function* watchCardBoard(): Saga {
  yield all([takeLatest(linkRequested.type, linkCard), takeLatest(unlinkRequested.type, unlinkCard), takeLatest(dueRequested.type, setDue)]);
}
