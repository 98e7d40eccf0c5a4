import { Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { trackingAggregate } from './aggregate';
import type { RemoveTrackingTask, TrackingGate, UpdateTrackingTask } from './decide';
import type { TrackingEvent } from './state';

const { given } = deciderSpec(trackingAggregate);
const projectID = 'p-1';
const open: TrackingGate = { projectFound: true, mayChange: true };
const day = '2026-11-27';
const update = (change: Partial<UpdateTrackingTask> = {}): UpdateTrackingTask => ({
  type: 'UpdateTrackingTask',
  projectID,
  taskID: 1,
  userID: 7,
  date: day,
  hours: 2.5,
  userFound: true,
  gate: open,
  ...change,
});
const remove = (change: Partial<RemoveTrackingTask> = {}): RemoveTrackingTask => ({ type: 'RemoveTrackingTask', projectID, taskID: 1, gate: open, ...change });
const logged = (taskID: number, userID: number, date: string, hours: number): TrackingEvent => ({ type: 'TrackingTaskUpdated', data: { projectID, taskID, userID, date, hours } });
const removed = (taskID: number, userID: number, date: string): TrackingEvent => ({ type: 'TrackingTaskRemoved', data: { projectID, taskID, userID, date } });

describe('setting hours', () => {
  it('logs a new entry', () => {
    given([])
      .when(update())
      .then([logged(1, 7, day, 2.5)]);
  });

  it('changes the hours of the same task type, user and day', () => {
    given([logged(1, 7, day, 2.5)])
      .when(update({ hours: -1 }))
      .then([logged(1, 7, day, -1)]);
  });

  it('records nothing when the hours are the same', () => {
    given([logged(1, 7, day, 2.5)])
      .when(update())
      .then([]);
  });

  it('keeps another day as another entry', () => {
    given([logged(1, 7, day, 2.5)])
      .when(update({ date: '2026-11-28', hours: 1 }))
      .then([logged(1, 7, '2026-11-28', 1)]);
  });

  it('logs again after the entry was removed', () => {
    given([logged(1, 7, day, 2.5), removed(1, 7, day)])
      .when(update())
      .then([logged(1, 7, day, 2.5)]);
  });

  it('refuses a project that does not exist', () => {
    given([])
      .when(update({ gate: { projectFound: false, mayChange: false } }))
      .thenFails('notFound', Messages.trackingProjectNotFound);
  });

  it('refuses a caller who is neither a member nor a project editor', () => {
    given([])
      .when(update({ gate: { projectFound: true, mayChange: false } }))
      .thenFails('forbidden', Messages.trackingNotMember);
  });

  it('refuses a user who does not exist', () => {
    given([])
      .when(update({ userFound: false }))
      .thenFails('notFound', Messages.trackingUserNotFound);
  });
});

describe('removing entries', () => {
  const history = [logged(1, 7, day, 2), logged(1, 8, day, 3), logged(1, 7, '2026-11-28', 1), logged(2, 7, day, 4)];

  it("removes every entry of the task type when only the spec's {projectID, taskID} is sent", () => {
    given(history)
      .when(remove())
      .then([removed(1, 7, day), removed(1, 8, day), removed(1, 7, '2026-11-28')]);
  });

  it("narrows to one user's entries", () => {
    given(history)
      .when(remove({ userID: 7 }))
      .then([removed(1, 7, day), removed(1, 7, '2026-11-28')]);
  });

  it('narrows to one entry with user and day', () => {
    given(history)
      .when(remove({ userID: 7, date: day }))
      .then([removed(1, 7, day)]);
  });

  it('answers not found when no entry matches', () => {
    given(history)
      .when(remove({ taskID: 5 }))
      .thenFails('notFound', Messages.trackingEntryNotFound);
  });

  it('does not find an entry removed before', () => {
    given([logged(1, 7, day, 2), removed(1, 7, day)])
      .when(remove())
      .thenFails('notFound', Messages.trackingEntryNotFound);
  });

  it('refuses a caller who may not change the project', () => {
    given(history)
      .when(remove({ gate: { projectFound: true, mayChange: false } }))
      .thenFails('forbidden', Messages.trackingNotMember);
  });
});

describe('the word count', () => {
  const set = (wordCount: number, gate: TrackingGate = open) => ({ type: 'UpdateWordCount' as const, projectID, wordCount, gate });

  it('sets it', () => {
    given([])
      .when(set(1200))
      .then([{ type: 'TrackingWordCountUpdated', data: { projectID, wordCount: 1200 } }]);
  });

  it('records nothing when it is unchanged', () => {
    given([{ type: 'TrackingWordCountUpdated', data: { projectID, wordCount: 1200 } }])
      .when(set(1200))
      .then([]);
  });

  it('refuses a project that does not exist', () => {
    given([])
      .when(set(5, { projectFound: false, mayChange: true }))
      .thenFails('notFound', Messages.trackingProjectNotFound);
  });
});
