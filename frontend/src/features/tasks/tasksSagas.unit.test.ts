import { Messages, type Task } from '@wb/contracts';
import { ApiError } from '../../api/apiError';
import { runWithFakes, type SagaHarness } from '../../testing/sagaHarness';
import { tasksApi } from './tasksApi';
import { watchTasks } from './tasksSagas';
import { taskDeleteRequested, taskDialogOpened, taskSaveRequested, tasksCompleteRequested, taskToggleRequested, type TaskSave } from './tasksSlice';

const ME = 7;
const task = (taskID: string, over: Partial<Task> = {}): Task => ({
  taskID,
  userID: ME,
  status: 1,
  createdOn: '2024-05-01T00:00:00.000Z',
  project: { projectID: 'p1', name: 'Cells' },
  user: { userID: ME, givenName: 'Ada', familyName: 'L', fullName: 'Ada L' },
  creator: { userID: 1, givenName: 'Tess', familyName: 'T', fullName: 'Tess T' },
  taskName: taskID,
  data: { text: taskID, notes: '', dueDate: null, projectID: 'p1', creatorUserID: 1, completedOn: null },
  ...over,
});

/** A server that keeps tasks as the real one does: only the assignee toggles, only the creator deletes. */
const server = (initial: Task[]) => {
  let tasks = initial;
  const toggle = (taskID: string, status: 1 | 2) => {
    const found = tasks.find((t) => t.taskID === taskID);
    if (!found) throw new ApiError(Messages.taskNotFound, 404, 'notFound');
    if (found.userID !== ME) throw new ApiError(Messages.taskOnlyAssigneeToggles, 403, 'forbidden');
    return { ...found, status, data: { ...found.data, completedOn: status === 2 ? '2024-05-02T10:00:00.000Z' : null } };
  };
  return {
    '/tasks/getUserTasks': () => ({ tasks: tasks.filter((t) => t.userID === ME) }),
    '/tasks/userToggleTask': (input: unknown) => {
      const { taskID, status } = input as { taskID: string; status: 1 | 2 };
      const changed = toggle(taskID, status);
      tasks = tasks.map((t) => (t.taskID === taskID ? changed : t));
      return { ok: true };
    },
    '/tasks/userToggleTasks': (input: unknown) => {
      const { taskIDs, status } = input as { taskIDs: string[]; status: 1 | 2 };
      const changed = taskIDs.map((id) => toggle(id, status));
      tasks = tasks.map((t) => changed.find((c) => c.taskID === t.taskID) ?? t);
      return { ok: true };
    },
    '/tasks/delete': (input: unknown) => {
      const { taskID } = input as { taskID: string };
      if (tasks.find((t) => t.taskID === taskID)?.data.creatorUserID !== ME) throw new ApiError(Messages.taskOnlyCreatorDeletes, 403, 'forbidden');
      tasks = tasks.filter((t) => t.taskID !== taskID);
      return { ok: true };
    },
    '/tasks/save': (input: unknown) => {
      const save = input as TaskSave;
      if (save.targetUserID === 999) throw new ApiError(Messages.taskAssigneeNotFound, 404, 'notFound', {}, { targetUserID: Messages.taskAssigneeNotFound });
      const taskID = save.taskID ?? `t-${tasks.length + 1}`;
      tasks = [...tasks.filter((t) => t.taskID !== taskID), task(taskID, { userID: save.targetUserID })];
      return { taskID };
    },
  };
};

const showList = async (h: SagaHarness) => {
  h.store.dispatch(tasksApi.endpoints.userTasks.initiate(undefined));
  await h.settle();
};
const listed = (h: SagaHarness) => (tasksApi.endpoints.userTasks.select(undefined)(h.state()).data?.tasks ?? []).map((t) => `${t.taskID}:${t.status}`);

describe('the task workflows', () => {
  it('ticks a task off and the list shows it done', async () => {
    const h = runWithFakes(watchTasks, server([task('a'), task('b')]));
    await showList(h);
    h.dispatch(taskToggleRequested({ taskID: 'a', status: 2 }));
    expect(h.state().tasks.busy.a).toBe(true);
    await h.settle(10);
    expect(h.state().tasks.busy.a).toBeUndefined();
    expect(listed(h)).toEqual(['a:2', 'b:1']);
    h.task.cancel();
  });

  it('marks every open task complete at once', async () => {
    const h = runWithFakes(watchTasks, server([task('a'), task('b')]));
    await showList(h);
    h.dispatch(tasksCompleteRequested({ taskIDs: ['a', 'b'] }));
    expect(h.state().tasks.completingAll).toBe(true);
    await h.settle(10);
    expect(h.state().tasks.completingAll).toBe(false);
    expect(listed(h)).toEqual(['a:2', 'b:2']);
    h.task.cancel();
  });

  it("shows the server's refusal when someone else's task is deleted, and clears the busy mark", async () => {
    const h = runWithFakes(watchTasks, server([task('a')]));
    h.dispatch(taskDeleteRequested({ taskID: 'a', asAdmin: false }));
    await h.settle(10);
    expect(h.toasts).toContainEqual({ kind: 'error', message: Messages.taskOnlyCreatorDeletes });
    expect(h.state().tasks.busy.a).toBeUndefined();
    h.task.cancel();
  });

  it('creates a task from the board and closes the dialog; a refusal naming a field keeps it open', async () => {
    const h = runWithFakes(watchTasks, server([]));
    h.dispatch(taskDialogOpened(null));
    h.dispatch(taskSaveRequested({ text: 'Draw', targetUserID: 999, projectID: 'p1', notes: '', dueDate: null }));
    await h.settle(10);
    expect(h.state().tasks.dialog).toEqual(expect.objectContaining({ open: true, pending: false, error: Messages.taskAssigneeNotFound, fieldErrors: { targetUserID: Messages.taskAssigneeNotFound } }));
    h.dispatch(taskSaveRequested({ text: 'Draw', targetUserID: ME, projectID: 'p1', notes: '', dueDate: null }));
    await h.settle(10);
    expect(h.state().tasks.dialog.open).toBe(false);
    expect(h.toasts).toContainEqual({ kind: 'success', message: 'Task created' });
    h.task.cancel();
  });
});
