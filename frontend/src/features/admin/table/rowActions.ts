// Archive, revive and delete: the row actions the Folders and Projects tables share (spec 000
// section 4: active can be archived or deleted, archived or deleted can be revived).
import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { put } from 'redux-saga/effects';
import { ProjectStatus, type ReadModelName } from '@wb/contracts';
import { refreshAfterOwnWrite, reportError, type Saga } from '../../../app/sagaHelpers';

export type RowAction = 'archive' | 'revive' | 'delete';

/** Row actions running, by row id: the row shows a spinner on that button and disables the others. */
export type BusyRows = Record<string, RowAction>;

export interface RowActionRequest {
  id: string;
  action: RowAction;
}

/** Archive and delete while active; revive and delete while archived; revive once deleted. */
export const actionsForStatus = (status: number): RowAction[] => (status === ProjectStatus.Active ? ['archive', 'delete'] : status === ProjectStatus.Archived ? ['revive', 'delete'] : ['revive']);

/** Case reducers for a slice whose state holds `busy`; spread into its `reducers`. */
export const rowActionReducers = <S extends { busy: BusyRows }>() => ({
  rowActionRequested(state: S, action: PayloadAction<RowActionRequest>) {
    state.busy[action.payload.id] = action.payload.action;
  },
  rowActionFinished(state: S, action: PayloadAction<string>) {
    delete state.busy[action.payload];
  },
});

/** The call behind each action, given the row id. */
export type RowActionCalls = Record<RowAction, (id: string) => Saga<unknown>>;

/** Runs one row action, refetches the table (built from `readModels`), and always frees the row again. */
export function* runRowAction(request: RowActionRequest, calls: RowActionCalls, readModels: readonly ReadModelName[], finished: (id: string) => Action): Saga {
  try {
    yield* calls[request.action](request.id);
    yield* refreshAfterOwnWrite(readModels);
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(finished(request.id));
  }
}
