// The tasks projection applied set-based builds exactly the rows it builds event by event, and parks the
// same bad events: a task assigned twice, changed many times in a batch, ticked off and opened again,
// deleted and assigned again under its id; a change and a status of a task that is not there; a due day
// no calendar has (its fix in the same batch must not save it); a completion time in another spelling.
import { TaskStatus, type AnyEvent } from '@wb/contracts';
import { createHarness, type Harness } from '../testing/harness';
import { runSideBySide } from '../testing/setBased';
import { tasksProjection } from './projection';

const ORDER = { tasks: 'task_id', task_users: 'user_id', task_projects: 'project_id' };

const assigned = (taskID: string, assigneeUserID: number, dueDate: string | null, text = `Do ${taskID}`): AnyEvent => ({
  type: 'TaskAssigned',
  data: { taskID, creatorUserID: 1, text, notes: '', dueDate, projectID: 'p1', assigneeUserID },
});
const changed = (taskID: string, assigneeUserID: number, dueDate: string | null, text: string): AnyEvent => ({
  type: 'TaskChanged',
  data: { taskID, text, notes: `notes of ${text}`, dueDate, projectID: 'p2', assigneeUserID, previousAssigneeUserID: 2 },
});
const status = (taskID: string, value: 1 | 2, completedOn: string | null): AnyEvent => ({ type: 'TaskStatusChanged', data: { taskID, userID: 2, status: value, completedOn } });

const appendScript = async (h: Harness): Promise<bigint> => {
  let minute = 0;
  let last = 0n;
  const add = async (stream: string, event: AnyEvent) => {
    last = await h.append(stream, event, { time: new Date(Date.UTC(2026, 0, 1) + minute++ * 60_000 + 789).toISOString() });
  };
  for (let u = 1; u <= 4; u++) await add(`user-${u}`, { type: 'UserAdded', data: { userID: u, email: `u${u}@example.org`, givenName: `Given${u}`, familyName: `Family${u}` } });
  for (let p = 1; p <= 2; p++) await add(`project-p${p}`, { type: 'ProjectCreated', data: { projectID: `p${p}`, name: `Project ${p}`, groups: [], ownerUserID: 1 } });
  for (let n = 1; n <= 60; n++) {
    const taskID = `t${n}`;
    await add(`task-${taskID}`, assigned(taskID, (n % 4) + 1, n % 3 === 0 ? null : `2026-04-${String(n % 28 || 1).padStart(2, '0')}`));
    if (n % 2 === 0) for (let k = 0; k < 3; k++) await add(`task-${taskID}`, changed(taskID, ((n + k) % 4) + 1, k === 2 ? null : '2026-05-01', `Changed ${k}`));
    if (n % 3 === 1) await add(`task-${taskID}`, status(taskID, 2, '2026-04-02T10:00:00.000Z'));
    if (n % 6 === 1) await add(`task-${taskID}`, status(taskID, 1, null));
    if (n % 5 === 0) {
      await add(`task-${taskID}`, { type: 'TaskDeleted', data: { taskID, byUserID: 1 } });
      if (n % 10 === 0) await add(`task-${taskID}`, assigned(taskID, 3, null, 'Again'));
      else await add(`task-${taskID}`, status(taskID, 2, null));
    }
    if (n % 7 === 0) await add(`task-${taskID}`, assigned(taskID, 4, null, 'Assigned twice'));
    if (n === 12) {
      await add('project-p2', { type: 'ProjectRenamed', data: { projectID: 'p2', name: 'Project two', previousName: 'Project 2' } });
      await add('task-none', changed('none', 1, null, 'Never assigned'));
      await add('task-bad', assigned('bad', 1, '2026-02-30'));
      await add('task-bad', changed('bad', 1, '2026-03-01', 'Fixed'));
      await add('task-t1', status('t1', 2, '2026-04-03 10:00:00.5+02'));
    }
  }
  return last;
};

describe('tasks applied set-based', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('equals its event-by-event rebuild and parks the same bad events', async () => {
    const last = await appendScript(h);
    const result = await runSideBySide(h, tasksProjection, last, ORDER);
    expect(result.batchesApplied).toBeGreaterThan(2);
    // Deleted t5, t15, ... t55 ticked off; 'none' changed; 'bad' assigned with no such day, then changed.
    expect(result.parked).toEqual({ setBased: 9, eventByEvent: 9 });
    expect(result.setBased).toEqual(result.eventByEvent);
    // 60 assigned, 6 deleted for good (t35 is assigned again).
    expect(result.setBased.tasks).toHaveLength(55);
    expect(result.setBased.tasks).toContainEqual(expect.objectContaining({ task_id: 't10', text: 'Again', assignee_user_id: 3, status: TaskStatus.Open }));
    expect(result.setBased.tasks).toContainEqual(expect.objectContaining({ task_id: 't14', text: 'Changed 2', due_date: null }));
  }, 120_000);
});
