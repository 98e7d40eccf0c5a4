import { all, put, takeLatest } from 'redux-saga/effects';
import { Calls } from '@wb/contracts';
import { callApi, notifySuccess, refreshAfterOwnWrite, reportError, type Saga } from '../../../app/sagaHelpers';
import { addUserFailed, addUserRequested, userAdded, userEditFinished, userEditRequested } from './usersSlice';

// Adding and editing users; the table is a query (usersApi.ts), built from the users read model.
// The users read model: the table, and the signed-in user (sessionApi) when the edit was their own.
const USERS = ['users'] as const;

export function* addUser(action: ReturnType<typeof addUserRequested>): Saga {
  const input = action.payload;
  try {
    const answer = yield* callApi(Calls.admin.addUser, input.password ? input : { ...input, password: undefined });
    yield put(userAdded({ setPasswordLink: answer.setPasswordLink ?? null }));
    yield* notifySuccess(`${input.givenName} ${input.familyName} added`);
    yield* refreshAfterOwnWrite(USERS);
  } catch (e) {
    yield put(addUserFailed());
    yield* reportError(e);
  }
}

export function* editUser(action: ReturnType<typeof userEditRequested>): Saga {
  const { userID, edit } = action.payload;
  try {
    switch (edit.kind) {
      case 'toggleActive': {
        const { deactivated } = yield* callApi(Calls.admin.userToggleActive, { userID });
        yield* notifySuccess(deactivated ? 'User deactivated' : 'User reactivated');
        break;
      }
      case 'email':
        yield* callApi(Calls.admin.updateUserEmail, { userID, email: edit.email });
        yield* notifySuccess('Email changed');
        break;
      case 'addRole':
        yield* callApi(Calls.admin.addUserRole, { userID, role: edit.role });
        break;
      case 'removeRole':
        yield* callApi(Calls.admin.removeUserRole, { userID, role: edit.role });
        break;
      case 'slackId':
        yield* callApi(Calls.admin.addSlackUserId, { userID, slackId: edit.slackId });
        yield* notifySuccess('Slack ID saved');
        break;
      case 'trelloId':
        yield* callApi(Calls.admin.addTrelloUserId, { userID, trelloId: edit.trelloId });
        yield* notifySuccess('Trello ID saved');
        break;
      case 'degrees':
        yield* callApi(Calls.admin.updateUserDegrees, { userID, degrees: edit.degrees });
        yield* notifySuccess('Degrees saved');
        break;
      default: {
        const exhaustive: never = edit;
        return exhaustive;
      }
    }
    yield* refreshAfterOwnWrite(USERS);
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(userEditFinished());
  }
}

export function* watchUsers(): Saga {
  yield all([takeLatest(addUserRequested.type, addUser), takeLatest(userEditRequested.type, editUser)]);
}
