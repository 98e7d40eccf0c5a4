import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CallInput, Calls, Task } from '@wb/contracts';

/** What the board's dialog sends: the save call's whole input. */
export type TaskSave = CallInput<typeof Calls.tasks.save>;

// What the user makes of tasks: the toggles and deletes under way, and the board's dialog. The tasks
// themselves are queries (tasksApi.ts).
interface TasksState {
  /** Toggles and deletes under way, by task id. */
  busy: Record<string, true>;
  completingAll: boolean;
  dialog: {
    open: boolean;
    /** null: Create task; else the task being edited. */
    task: Task | null;
    pending: boolean;
    error: string | null;
    fieldErrors: Record<string, string>;
  };
}

const closed: TasksState['dialog'] = { open: false, task: null, pending: false, error: null, fieldErrors: {} };
const initialState: TasksState = { busy: {}, completingAll: false, dialog: closed };

const tasksSlice = createSlice({
  name: 'tasks',
  initialState,
  reducers: {
    /** The assignee ticked a task off (2) or opened it again (1). */
    taskToggleRequested(state, action: PayloadAction<{ taskID: string; status: 1 | 2 }>) {
      state.busy[action.payload.taskID] = true;
    },
    /** The creator (or an admin, from the board) confirmed deleting a task. */
    taskDeleteRequested(state, action: PayloadAction<{ taskID: string; asAdmin: boolean }>) {
      state.busy[action.payload.taskID] = true;
    },
    taskFinished(state, action: PayloadAction<string>) {
      delete state.busy[action.payload];
    },
    /** Mark all as complete: the header's open tasks at once. */
    tasksCompleteRequested(state, _action: PayloadAction<{ taskIDs: string[] }>) {
      state.completingAll = true;
    },
    tasksCompleteFinished(state) {
      state.completingAll = false;
    },
    taskDialogOpened(state, action: PayloadAction<Task | null>) {
      state.dialog = { ...closed, open: true, task: action.payload };
    },
    taskDialogClosed(state) {
      state.dialog = closed;
    },
    taskSaveRequested(state, _action: PayloadAction<TaskSave>) {
      state.dialog.pending = true;
      state.dialog.error = null;
      state.dialog.fieldErrors = {};
    },
    taskSaveRefused(state, action: PayloadAction<{ message: string; fields: Record<string, string> }>) {
      state.dialog.pending = false;
      state.dialog.error = action.payload.message;
      state.dialog.fieldErrors = action.payload.fields;
    },
    taskSaveFailed(state) {
      state.dialog.pending = false;
    },
    taskSaved(state) {
      state.dialog = closed;
    },
  },
});

export const {
  taskToggleRequested,
  taskDeleteRequested,
  taskFinished,
  tasksCompleteRequested,
  tasksCompleteFinished,
  taskDialogOpened,
  taskDialogClosed,
  taskSaveRequested,
  taskSaveRefused,
  taskSaveFailed,
  taskSaved,
} = tasksSlice.actions;
export default tasksSlice.reducer;

type State = { tasks: TasksState };
export const selectTaskBusy = (s: State) => s.tasks.busy;
export const selectCompletingAll = (s: State) => s.tasks.completingAll;
export const selectTaskDialog = (s: State) => s.tasks.dialog;
