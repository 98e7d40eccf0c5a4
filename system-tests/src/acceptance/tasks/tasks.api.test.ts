// Personal tasks and the admin Tasks board (spec 000 sections 4, 6 and 7; spec 001 sections 3-7):
// /tasks/save, /tasks/getUserTasks, /tasks/userToggleTask(s), /tasks/delete, /tasks/adminDelete,
// /tasks/getProjectTasks, /tasks/getAllTasks and /admin/getProjects, with their error answers. Only the
// assignee toggles, only the creator deletes (403 otherwise); the assignee is notified (projectTaskAssignment).
import { Calls } from '@wb/contracts';
import { addPerson } from '../adminUsers/adminWorld';
import { eventCounter, unique } from '../commands/commandsWorld';
import { after, createProject, expectError, expectFieldErrors, startProjectsWorld, type Person, type ProjectsWorld } from '../projects/projectsWorld';
import { assignTask, boardTasks, projectTasks, userTasks } from './tasksWorld';

let world: ProjectsWorld;
/** admin.tasks only: assigns from the board. */
let boss: Person;
/** The assignee: signed in with no grant beyond content.projects-view. */
let ada: Person;
beforeAll(async () => {
  world = await startProjectsWorld();
  boss = await addPerson(world, ['admin.tasks'], 'Tess');
  ada = await addPerson(world, ['content.projects-view'], 'Ada');
});
afterAll(async () => {
  await world?.stop();
});

it('save assigns a task; the assignee, the board and the project read it whole, and the assignee is notified', async () => {
  const projectID = await createProject(world.editor, 'Cell biology');
  const answer = await boss.client.post('/api/tasks/save', { text: '  Draw the cell ', targetUserID: ada.userID, projectID, notes: 'Blue pens', dueDate: '2030-05-31' });
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ taskID: expect.any(String) });
  expect(answer.headers.get('X-Position')).toMatch(/^\d+$/);
  const taskID = answer.body.taskID as string;
  const expected = {
    taskID,
    userID: ada.userID,
    status: 1,
    createdOn: expect.any(String),
    project: { projectID, name: 'Cell biology' },
    user: { userID: ada.userID, givenName: 'Ada', familyName: 'Tester', fullName: 'Ada Tester' },
    creator: { userID: boss.userID, givenName: 'Tess', familyName: 'Tester', fullName: 'Tess Tester' },
    taskName: 'Draw the cell',
    data: { text: 'Draw the cell', notes: 'Blue pens', dueDate: '2030-05-31', projectID, creatorUserID: boss.userID, completedOn: null },
  };
  const mine = await ada.client.get('/api/tasks/getUserTasks', after(answer));
  expect(mine.status).toBe(200);
  expect(mine.body.tasks).toEqual([expected]);
  expect(Calls.tasks.getUserTasks.output.safeParse(mine.body).success).toBe(true);
  expect((await boardTasks(boss, answer)).find((t) => t.taskID === taskID)).toEqual(expected);
  expect(await projectTasks(ada, answer, projectID)).toEqual([expected]);

  const bell = await ada.client.get('/api/notifications/getNotifications', after(answer));
  const assigned = (bell.body.notifications as { data: { action: string; project: unknown; user: { givenName: string }; actionText: string } }[]).find(
    (n) => n.data.action === 'projectTaskAssignment',
  );
  expect(assigned?.data).toEqual(expect.objectContaining({ project: { projectID, name: 'Cell biology' }, user: expect.objectContaining({ givenName: 'Tess' }), actionText: 'assigned you a task' }));
});

it('save with a taskID changes the task; a new assignee sees it and the old one no longer does', async () => {
  const { taskID, projectID, answer: made } = await assignTask(world, ada, {}, boss);
  expect((await userTasks(ada, made)).map((t) => t.taskID)).toContain(taskID);
  const changed = await boss.client.post('/api/tasks/save', { taskID, text: 'Voice the intro', targetUserID: world.viewer.userID, projectID, notes: '', dueDate: '' });
  expect(changed.status).toBe(200);
  expect(changed.body).toEqual({ taskID });
  expect((await userTasks(ada, changed)).map((t) => t.taskID)).not.toContain(taskID);
  expect((await userTasks(world.viewer, changed)).find((t) => t.taskID === taskID)?.data).toEqual(expect.objectContaining({ text: 'Voice the intro', dueDate: null }));
});

it('refuses a save without text, teammate or project, with a bad due date, or naming nobody or nothing, recording nothing', async () => {
  const projectID = await createProject(world.editor, unique('Refusals'));
  const events = eventCounter(world);
  try {
    const before = await events.count();
    const save = (body: Record<string, unknown>) => boss.client.post('/api/tasks/save', { text: 'T', targetUserID: ada.userID, projectID, ...body });
    expectFieldErrors(await save({ text: '   ' }), ['text']);
    expectFieldErrors(await boss.client.post('/api/tasks/save', { text: 'T' }), ['targetUserID', 'projectID']);
    expectFieldErrors(await save({ dueDate: '2030-02-30' }), ['dueDate']);
    expectFieldErrors(await save({ dueDate: 'tomorrow' }), ['dueDate']);
    expectFieldErrors(await save({ text: 'x'.repeat(201) }), ['text']);
    const nobody = await save({ targetUserID: 987654 });
    expectError(nobody, 404, 'notFound');
    expect(nobody.body.error.msg).toBe('There is no teammate with this userID.');
    const nothing = await save({ projectID: 'no-such-project' });
    expectError(nothing, 404, 'notFound');
    expect(nothing.body.error.msg).toBe('That project was not found.');
    expectError(await save({ taskID: 'no-such-task' }), 404, 'notFound');
    expect(await events.count()).toBe(before);
  } finally {
    await events.close();
  }
});

it('only admin.tasks assigns, changes, deletes from the board and reads the board; no session is 401', async () => {
  const projectID = await createProject(world.editor, unique('Grants'));
  expectError(await ada.client.post('/api/tasks/save', { text: 'T', targetUserID: ada.userID, projectID }), 403, 'forbidden');
  expectError(await world.editor.client.post('/api/tasks/getAllTasks', {}), 403, 'forbidden');
  expectError(await world.editor.client.post('/api/tasks/adminDelete', { taskID: 'x' }), 403, 'forbidden');
  expectError(await world.editor.client.post('/api/admin/getProjects', { projectIDs: [projectID] }), 403, 'forbidden');
  expectError(await world.nobody.client.post('/api/tasks/getProjectTasks', { projectID }), 403, 'forbidden');
  expectError(await world.anonymous.get('/api/tasks/getUserTasks'), 401);
});

it('only the assignee ticks a task off, recording when, and opens it again', async () => {
  const { taskID, answer: made } = await assignTask(world, ada, {}, boss);
  for (const other of [boss, world.admin]) {
    const refused = await other.client.post('/api/tasks/userToggleTask', { taskID, status: 2 });
    expectError(refused, 403, 'forbidden');
    expect(refused.body.error.msg).toBe('Only the person this task is assigned to can tick it off.');
  }
  const ticked = await ada.client.post('/api/tasks/userToggleTask', { taskID, status: 2 });
  expect(ticked.status).toBe(200);
  const done = (await userTasks(ada, ticked)).find((t) => t.taskID === taskID);
  expect(done?.status).toBe(2);
  expect(Date.parse(done?.data.completedOn ?? '')).toBeGreaterThanOrEqual(Date.parse(made.headers.get('Date') ?? '') - 60_000);
  // The board lists open tasks only.
  expect((await boardTasks(boss, ticked)).map((t) => t.taskID)).not.toContain(taskID);
  const reopened = await ada.client.post('/api/tasks/userToggleTask', { taskID, status: 1 });
  expect((await userTasks(ada, reopened)).find((t) => t.taskID === taskID)?.data.completedOn).toBeNull();
  expectFieldErrors(await ada.client.post('/api/tasks/userToggleTask', { taskID, status: 3 }), ['status']);
  expectError(await ada.client.post('/api/tasks/userToggleTask', { taskID: 'no-such-task', status: 2 }), 404, 'notFound');
});

it('marks several tasks complete at once, and none of them when one is not the caller’s', async () => {
  const one = await assignTask(world, ada, {}, boss);
  const two = await assignTask(world, ada, {}, boss);
  const someoneElses = await assignTask(world, world.viewer, {}, boss);
  const refused = await ada.client.post('/api/tasks/userToggleTasks', { status: 2, taskIDs: [one.taskID, someoneElses.taskID] });
  expectError(refused, 403, 'forbidden');
  expect((await userTasks(ada, two.answer)).filter((t) => t.taskID === one.taskID).map((t) => t.status)).toEqual([1]);
  const all = await ada.client.post('/api/tasks/userToggleTasks', { status: 2, taskIDs: [one.taskID, two.taskID] });
  expect(all.status).toBe(200);
  expect((await userTasks(ada, all)).filter((t) => [one.taskID, two.taskID].includes(t.taskID)).map((t) => t.status)).toEqual([2, 2]);
  expectFieldErrors(await ada.client.post('/api/tasks/userToggleTasks', { status: 2, taskIDs: [] }), ['taskIDs']);
});

it('only the creator deletes a task; an admin deletes any from the board', async () => {
  const { taskID, projectID } = await assignTask(world, ada, {}, boss);
  const refused = await ada.client.post('/api/tasks/delete', { taskID });
  expectError(refused, 403, 'forbidden');
  expect(refused.body.error.msg).toBe('Only the person who created this task can delete it.');
  expectError(await world.admin.client.post('/api/tasks/delete', { taskID }), 403, 'forbidden');
  const deleted = await boss.client.post('/api/tasks/delete', { taskID });
  expect(deleted.status).toBe(200);
  expect(await projectTasks(ada, deleted, projectID)).toEqual([]);

  const other = await assignTask(world, ada, {}, boss);
  const byAdmin = await world.admin.client.post('/api/tasks/adminDelete', { taskID: other.taskID });
  expect(byAdmin.status).toBe(200);
  expect((await userTasks(ada, byAdmin)).map((t) => t.taskID)).not.toContain(other.taskID);
  expectError(await boss.client.post('/api/tasks/delete', { taskID: 'no-such-task' }), 404, 'notFound');
});

it('the board filters by assigner, assignee and project, and offers every choice of each', async () => {
  const a = await assignTask(world, ada, { dueDate: '2030-01-02' }, boss);
  const b = await assignTask(world, world.viewer, { dueDate: '2030-01-01' }, world.admin);
  const last = b.answer;
  const board = await boss.client.post('/api/tasks/getAllTasks', {}, after(last));
  expect(board.status).toBe(200);
  expect(Calls.tasks.getAllTasks.output.safeParse(board.body).success).toBe(true);
  const { filters } = board.body as { filters: { assigners: { userID: number }[]; assignees: { userID: number }[]; projects: { projectID: string }[] } };
  expect(filters.assigners.map((p) => p.userID)).toEqual(expect.arrayContaining([boss.userID, world.admin.userID]));
  expect(filters.assignees.map((p) => p.userID)).toEqual(expect.arrayContaining([ada.userID, world.viewer.userID]));
  expect(filters.projects.map((p) => p.projectID)).toEqual(expect.arrayContaining([a.projectID, b.projectID]));
  const byAssigner = await boardTasks(boss, last, { assignerUserID: world.admin.userID });
  expect(byAssigner.map((t) => t.taskID)).toContain(b.taskID);
  expect(byAssigner.every((t) => t.data.creatorUserID === world.admin.userID)).toBe(true);
  const byAssignee = await boardTasks(boss, last, { assigneeUserID: ada.userID });
  expect(byAssignee.every((t) => t.userID === ada.userID)).toBe(true);
  expect((await boardTasks(boss, last, { projectID: a.projectID, assigneeUserID: ada.userID })).map((t) => t.taskID)).toEqual([a.taskID]);
  expect(await boardTasks(boss, last, { projectID: a.projectID, assigneeUserID: world.viewer.userID })).toEqual([]);
  expectFieldErrors(await boss.client.post('/api/tasks/getAllTasks', { assigneeUserID: 'someone' }), ['assigneeUserID']);
  expectError(await boss.client.post('/api/tasks/getAllTasks', { color: 'red' }), 400, 'validation');
});

it('/admin/getProjects answers the projects asked for, in order, leaving unknown ids out', async () => {
  const first = await createProject(world.editor, unique('First'));
  const second = await createProject(world.editor, unique('Second'));
  const answer = await boss.client.post('/api/admin/getProjects', { projectIDs: [second, 'no-such-project', first, second] });
  expect(answer.status).toBe(200);
  expect((answer.body.projects as { projectID: string }[]).map((p) => p.projectID)).toEqual([second, first]);
  expect(Calls.admin.getProjects.output.safeParse(answer.body).success).toBe(true);
  expectFieldErrors(await boss.client.post('/api/admin/getProjects', { projectIDs: Array.from({ length: 501 }, (_, i) => `p${i}`) }), ['projectIDs']);
});
