import { Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { taskAggregate } from './aggregate';
import type { SaveFacts, TaskDraft } from './decide';
import type { TaskEvent } from './state';

const { given } = deciderSpec(taskAggregate);
const taskID = 't-1';
const admin = 1;
const assignee = 7;
const draft: TaskDraft = { text: 'Draw the cell', notes: 'Use the blue pens', dueDate: '2024-05-31', projectID: 'p1', assigneeUserID: assignee };
const facts = (over: Partial<SaveFacts> = {}): SaveFacts => ({ draft, assignee: 'active', projectExists: true, ...over });
const assigned: TaskEvent = { type: 'TaskAssigned', data: { taskID, creatorUserID: admin, ...draft } };
const done: TaskEvent = { type: 'TaskStatusChanged', data: { taskID, userID: assignee, status: 2, completedOn: '2024-05-01T10:00:00.000Z' } };
const deleted: TaskEvent = { type: 'TaskDeleted', data: { taskID, byUserID: admin } };
const time = '2024-05-01T10:00:00.000Z';

describe('assigning a task', () => {
  const assign = (f: SaveFacts = facts()) => ({ type: 'AssignTask' as const, taskID, actorID: admin, ...f });

  it('records it with its creator', () => {
    given([]).when(assign()).then([assigned]);
  });

  it('records nothing for a retried save of the same id', () => {
    given([assigned]).when(assign()).then([]);
  });

  it('refuses an unknown teammate, naming targetUserID', () => {
    const refused = given([])
      .when(assign(facts({ assignee: 'unknown' })))
      .thenFails('notFound', Messages.taskAssigneeNotFound);
    expect(refused.fields).toEqual({ targetUserID: Messages.taskAssigneeNotFound });
  });

  it('refuses a deactivated teammate', () => {
    given([])
      .when(assign(facts({ assignee: 'deactivated' })))
      .thenFails('validation', Messages.taskAssigneeDeactivated);
  });

  it('refuses a project that does not exist', () => {
    const refused = given([])
      .when(assign(facts({ projectExists: false })))
      .thenFails('notFound', Messages.taskProjectNotFound);
    expect(refused.fields).toEqual({ projectID: Messages.taskProjectNotFound });
  });
});

describe('changing a task', () => {
  const change = (f: SaveFacts) => ({ type: 'ChangeTask' as const, ...f });

  it('records the whole task after the save and who had it before', () => {
    const moved = { ...draft, text: 'Draw the nucleus', assigneeUserID: 8, dueDate: null };
    given([assigned])
      .when(change(facts({ draft: moved })))
      .then([{ type: 'TaskChanged', data: { taskID, ...moved, previousAssigneeUserID: assignee } }]);
  });

  it('records nothing when nothing changed', () => {
    given([assigned]).when(change(facts())).then([]);
  });

  it('keeps an assignee deactivated since, but refuses to give it to another deactivated teammate', () => {
    const renamed = { ...draft, text: 'Draw it again' };
    given([assigned])
      .when(change(facts({ draft: renamed, assignee: 'deactivated' })))
      .then([{ type: 'TaskChanged', data: { taskID, ...renamed, previousAssigneeUserID: assignee } }]);
    given([assigned])
      .when(change(facts({ draft: { ...draft, assigneeUserID: 9 }, assignee: 'deactivated' })))
      .thenFails('validation');
  });

  it('refuses an unknown or deleted task', () => {
    given([]).when(change(facts())).thenFails('notFound', Messages.taskNotFound);
    given([assigned, deleted]).when(change(facts())).thenFails('notFound', Messages.taskNotFound);
  });
});

describe('ticking a task off', () => {
  const toggle = (actorID: number, status: 1 | 2) => ({ type: 'ToggleTask' as const, actorID, status, time });

  it('lets the assignee tick it off, recording when', () => {
    given([assigned]).when(toggle(assignee, 2)).then([done]);
  });

  it('lets the assignee open it again, forgetting the completion time', () => {
    given([assigned, done])
      .when(toggle(assignee, 1))
      .then([{ type: 'TaskStatusChanged', data: { taskID, userID: assignee, status: 1, completedOn: null } }]);
  });

  it('records nothing when it already has that status', () => {
    given([assigned, done]).when(toggle(assignee, 2)).then([]);
    given([assigned]).when(toggle(assignee, 1)).then([]);
  });

  it('refuses anyone else, its creator included', () => {
    given([assigned]).when(toggle(admin, 2)).thenFails('forbidden', Messages.taskOnlyAssigneeToggles);
    given([assigned]).when(toggle(99, 2)).thenFails('forbidden');
  });

  it('refuses an unknown or deleted task', () => {
    given([]).when(toggle(assignee, 2)).thenFails('notFound');
    given([assigned, deleted]).when(toggle(assignee, 2)).thenFails('notFound');
  });
});

describe('deleting a task', () => {
  it('lets its creator delete it', () => {
    given([assigned]).when({ type: 'DeleteTask', actorID: admin, asAdmin: false }).then([deleted]);
  });

  it('refuses anyone else, the assignee included', () => {
    given([assigned]).when({ type: 'DeleteTask', actorID: assignee, asAdmin: false }).thenFails('forbidden', Messages.taskOnlyCreatorDeletes);
  });

  it("lets an admin delete anyone's from the board", () => {
    given([assigned])
      .when({ type: 'DeleteTask', actorID: 3, asAdmin: true })
      .then([{ type: 'TaskDeleted', data: { taskID, byUserID: 3 } }]);
  });

  it('records nothing the second time, and refuses an unknown task', () => {
    given([assigned, deleted]).when({ type: 'DeleteTask', actorID: admin, asAdmin: false }).then([]);
    given([]).when({ type: 'DeleteTask', actorID: admin, asAdmin: false }).thenFails('notFound');
  });
});
