// The signed-in user's own profile: roles, degrees, avatar and password. The profile shown is the
// session's own user (sessionApi's ownUser, read from the users read model), refreshed after each write.
import { all, call, put, takeLatest } from 'redux-saga/effects';
import { Calls, Messages } from '@wb/contracts';
import { toApiError } from '../../api/apiError';
import { callApi, notifySuccess, refreshAfterOwnWrite, reportError, services, type Saga } from '../../app/sagaHelpers';
import { uploadFile } from '../../shared/upload/uploadFile';
import { takeAvatar } from './avatarStash';
import { avatarChosen, avatarFinished, passwordChanged, passwordChangeRefused, passwordChangeRequested, profileEditFinished, profileEditRequested } from './profileSlice';

const USERS = ['users'] as const;

export function* editProfile(action: ReturnType<typeof profileEditRequested>): Saga {
  const edit = action.payload;
  try {
    switch (edit.kind) {
      case 'addRole':
        yield* callApi(Calls.user.addRole, { role: edit.role });
        break;
      case 'removeRole':
        yield* callApi(Calls.user.removeRole, { role: edit.role });
        break;
      case 'degrees':
        yield* callApi(Calls.user.updateData, { data: { degrees: edit.degrees } });
        yield* notifySuccess('Degrees saved');
        break;
      case 'removeDegree':
        yield* callApi(Calls.user.removeDegree, { degree: edit.degree });
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
    yield put(profileEditFinished());
  }
}

/** Uploads the picked image as an avatar, then sets it; any failure of the upload says the spec's words. */
export function* changeAvatar(action: ReturnType<typeof avatarChosen>): Saga {
  const file = takeAvatar(action.payload.token);
  try {
    if (file === null) return;
    let src: string;
    try {
      src = (yield call(uploadFile, file, 'avatar')) as string;
    } catch {
      const s = yield* services();
      yield call(s.notify.error, Messages.uploadFailed);
      return;
    }
    yield* callApi(Calls.user.updateAvatar, { src });
    yield* notifySuccess('Avatar changed');
    yield* refreshAfterOwnWrite(USERS);
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(avatarFinished());
  }
}

export function* changePassword(action: ReturnType<typeof passwordChangeRequested>): Saga {
  try {
    yield* callApi(Calls.user.changePassword, action.payload);
    yield put(passwordChanged());
    yield* notifySuccess(Messages.passwordChanged);
  } catch (e) {
    const fields = toApiError(e).fields;
    const shown = Object.fromEntries(Object.entries(fields).filter(([f]) => f === 'currentPassword' || f === 'newPassword'));
    yield put(passwordChangeRefused(shown));
    // A refusal the form shows beside its field needs no toast as well.
    if (Object.keys(shown).length === 0) yield* reportError(e);
  }
}

export function* watchProfile(): Saga {
  yield all([takeLatest(profileEditRequested.type, editProfile), takeLatest(avatarChosen.type, changeAvatar), takeLatest(passwordChangeRequested.type, changePassword)]);
}
