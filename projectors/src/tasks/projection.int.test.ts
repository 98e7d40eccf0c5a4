import { createHarness, type Harness } from '../testing/harness';
import { tasksProjection } from './projection';

const details = { text: 'Draw the cell', notes: 'Blue pens', dueDate: '2024-05-31', projectID: 'p1', assigneeUserID: 7 };

describe('tasks projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('given tasks assigned, changed, ticked off and deleted, and people and projects named, expect their rows', async () => {
    await h.append('user-7', { type: 'UserAdded', data: { userID: 7, email: 'a@example.org', givenName: 'Ada', familyName: 'Lovelace' } });
    await h.append('project-p1', { type: 'ProjectCreated', data: { projectID: 'p1', name: 'Cells', groups: [], ownerUserID: 1 } });
    await h.append('task-a', { type: 'TaskAssigned', data: { taskID: 'a', creatorUserID: 1, ...details } }, { time: '2024-05-01T00:00:00.000Z' });
    await h.append('task-b', { type: 'TaskAssigned', data: { taskID: 'b', creatorUserID: 1, ...details, dueDate: null } }, { time: '2024-05-02T00:00:00.000Z' });
    await h.append('task-c', { type: 'TaskAssigned', data: { taskID: 'c', creatorUserID: 1, ...details } });
    await h.append('task-a', { type: 'TaskChanged', data: { taskID: 'a', ...details, text: 'Draw the nucleus', assigneeUserID: 8, dueDate: '2024-06-01', previousAssigneeUserID: 7 } });
    await h.append('task-b', { type: 'TaskStatusChanged', data: { taskID: 'b', userID: 7, status: 2, completedOn: '2024-05-03T09:00:00.000Z' } });
    await h.append('task-c', { type: 'TaskDeleted', data: { taskID: 'c', byUserID: 1 } });
    const last = await h.append('project-p1', { type: 'ProjectRenamed', data: { projectID: 'p1', name: 'Cell biology', previousName: 'Cells' } });
    const runner = await h.run([tasksProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    expect(
      await h.rows(
        `SELECT task_id, assignee_user_id, creator_user_id, project_id, status, text, notes, to_char(due_date, 'YYYY-MM-DD') AS due_date, completed_on, created_on FROM tasks ORDER BY task_id`,
      ),
    ).toEqual([
      {
        task_id: 'a',
        assignee_user_id: 8,
        creator_user_id: 1,
        project_id: 'p1',
        status: 1,
        text: 'Draw the nucleus',
        notes: 'Blue pens',
        due_date: '2024-06-01',
        completed_on: null,
        created_on: new Date('2024-05-01T00:00:00.000Z'),
      },
      {
        task_id: 'b',
        assignee_user_id: 7,
        creator_user_id: 1,
        project_id: 'p1',
        status: 2,
        text: 'Draw the cell',
        notes: 'Blue pens',
        due_date: null,
        completed_on: new Date('2024-05-03T09:00:00.000Z'),
        created_on: new Date('2024-05-02T00:00:00.000Z'),
      },
    ]);
    // The board's key: the due date as changed, 'infinity' (last) without one.
    expect(await h.rows(`SELECT task_id, due_key::text AS due_key FROM tasks ORDER BY due_key, task_id`)).toEqual([
      { task_id: 'a', due_key: '2024-06-01' },
      { task_id: 'b', due_key: 'infinity' },
    ]);
    expect(await h.rows('SELECT user_id, given_name, family_name FROM task_users')).toEqual([{ user_id: 7, given_name: 'Ada', family_name: 'Lovelace' }]);
    expect(await h.rows("SELECT name FROM task_projects WHERE project_id = 'p1'")).toEqual([{ name: 'Cell biology' }]);
    await runner.stop();
  });

  it('parks a change of a task it never saw assigned, and goes on', async () => {
    await h.append('task-x', { type: 'TaskStatusChanged', data: { taskID: 'x', userID: 7, status: 2, completedOn: '2024-05-03T09:00:00.000Z' } });
    const last = await h.append('task-d', { type: 'TaskAssigned', data: { taskID: 'd', creatorUserID: 1, ...details } });
    const runner = await h.run([tasksProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    expect(runner.status()[0]?.parked).toBe(1);
    expect(await h.rows("SELECT task_id FROM tasks WHERE task_id IN ('d', 'x')")).toEqual([{ task_id: 'd' }]);
    await runner.stop();
  });
});
