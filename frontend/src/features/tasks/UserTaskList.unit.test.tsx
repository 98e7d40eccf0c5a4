import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import type { Task } from '@wb/contracts';
import { runWithFakes } from '../../testing/sagaHarness';
import { tasksApi } from './tasksApi';
import { watchTasks } from './tasksSagas';
import { UserTaskList } from './UserTaskList';

const task = (taskID: string, status: 1 | 2, data: Partial<Task['data']>): Task => ({
  taskID,
  userID: 7,
  status,
  createdOn: '2024-05-01T00:00:00.000Z',
  project: { projectID: 'p 1', name: 'Cell biology' },
  user: { userID: 7, givenName: 'Ada', familyName: 'L', fullName: 'Ada L' },
  creator: { userID: 1, givenName: 'Tess', familyName: 'T', fullName: 'Tess T' },
  taskName: taskID,
  data: { text: taskID, notes: '', dueDate: null, projectID: 'p 1', creatorUserID: 1, completedOn: null, ...data },
});

const renderWith = async (tasks: Task[]) => {
  const h = runWithFakes(watchTasks, { '/tasks/getUserTasks': () => ({ tasks }) });
  h.store.dispatch(tasksApi.endpoints.userTasks.initiate(undefined));
  await h.settle();
  const html = renderToStaticMarkup(
    <Provider store={h.store}>
      <MantineProvider>
        <UserTaskList />
      </MantineProvider>
    </Provider>,
  );
  h.task.cancel();
  return html;
};

describe("the profile's task list", () => {
  it('shows each task with its checkbox, text, due date, notes and project link', async () => {
    const html = await renderWith([task('Draw the cell', 1, { dueDate: '2099-05-31', notes: 'Blue pens' }), task('Voice the intro', 2, { completedOn: '2024-05-02T10:00:00.000Z' })]);
    expect(html).toContain('aria-label="Mark “Draw the cell” as complete"');
    expect(html).toContain('aria-label="Open “Voice the intro” again"');
    expect(html).toContain('Due May 31, 2099');
    expect(html).toContain('Blue pens');
    expect(html).toContain('href="#/projectContents/p%201"');
    expect(html).toContain('Cell biology');
  });

  it("says 'No open tasks' without any", async () => {
    expect(await renderWith([])).toContain('No open tasks');
  });
});
