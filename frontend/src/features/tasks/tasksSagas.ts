// The task workflows: the assignee's toggles (one, or all open at once), delete by the creator or an
// admin, and the board's save. Every one refreshes the tasks read model from the user's own write.
import { all, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { Calls, type ReadModelName } from '@wb/contracts';
import { toApiError } from '../../api/apiError';
import { callApi, notifySuccess, refreshAfterOwnWrite, reportError, type Saga } from '../../app/sagaHelpers';
import { taskDeleteRequested, taskFinished, taskSaved, taskSaveFailed, taskSaveRefused, taskSaveRequested, tasksCompleteFinished, tasksCompleteRequested, taskToggleRequested } from './tasksSlice';

const TASKS: readonly ReadModelName[] = ['tasks'];

export function* toggleTask(action: ReturnType<typeof taskToggleRequested>): Saga {
  try {
    yield* callApi(Calls.tasks.userToggleTask, action.payload);
    yield* refreshAfterOwnWrite(TASKS);
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(taskFinished(action.payload.taskID));
  }
}

export function* completeAll(action: ReturnType<typeof tasksCompleteRequested>): Saga {
  try {
    if (action.payload.taskIDs.length > 0) {
      yield* callApi(Calls.tasks.userToggleTasks, { status: 2, taskIDs: action.payload.taskIDs });
      yield* refreshAfterOwnWrite(TASKS);
    }
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(tasksCompleteFinished());
  }
}

export function* deleteTask(action: ReturnType<typeof taskDeleteRequested>): Saga {
  const { taskID, asAdmin } = action.payload;
  try {
    if (asAdmin) yield* callApi(Calls.tasks.adminDelete, { taskID });
    else yield* callApi(Calls.tasks.delete, { taskID });
    yield* notifySuccess('Task deleted');
    yield* refreshAfterOwnWrite(TASKS);
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(taskFinished(taskID));
  }
}

export function* saveTask(action: ReturnType<typeof taskSaveRequested>): Saga {
  try {
    yield* callApi(Calls.tasks.save, action.payload);
    yield put(taskSaved());
    yield* notifySuccess(action.payload.taskID === undefined ? 'Task created' : 'Task saved');
    yield* refreshAfterOwnWrite(TASKS);
  } catch (e) {
    const error = toApiError(e);
    // A refusal naming fields stays in the dialog and flags them.
    if (Object.keys(error.fields).length > 0) {
      yield put(taskSaveRefused({ message: error.message, fields: error.fields }));
      return;
    }
    yield put(taskSaveFailed());
    yield* reportError(e);
  }
}

export function* watchTasks(): Saga {
  yield all([
    takeEvery(taskToggleRequested.type, toggleTask),
    takeLatest(tasksCompleteRequested.type, completeAll),
    takeEvery(taskDeleteRequested.type, deleteTask),
    takeLatest(taskSaveRequested.type, saveTask),
  ]);
}
