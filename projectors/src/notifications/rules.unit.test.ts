import { notificationIdOf, recipientsOf, taskAssignmentOf } from './rules';

describe('who a new comment notifies', () => {
  it("notifies a reply's parent author with the reply action of its place", () => {
    expect(recipientsOf({ place: 'scene', authorUserID: 2, parentAuthorUserID: 1, mentionedUserIDs: [] })).toEqual([{ userID: 1, action: 'sceneCommentReply' }]);
    expect(recipientsOf({ place: 'file', authorUserID: 2, parentAuthorUserID: 1, mentionedUserIDs: [] })).toEqual([{ userID: 1, action: 'commentReply' }]);
  });

  it('does not notify a replier who answers their own comment', () => {
    expect(recipientsOf({ place: 'scene', authorUserID: 1, parentAuthorUserID: 1, mentionedUserIDs: [] })).toEqual([]);
  });

  it('notifies each mentioned user once, never the author', () => {
    expect(recipientsOf({ place: 'project', authorUserID: 1, parentAuthorUserID: null, mentionedUserIDs: [3, 1, 4, 3] })).toEqual([
      { userID: 3, action: 'projectContentsMention' },
      { userID: 4, action: 'projectContentsMention' },
    ]);
    expect(recipientsOf({ place: 'file', authorUserID: 1, parentAuthorUserID: null, mentionedUserIDs: [5] })).toEqual([{ userID: 5, action: 'commentMention' }]);
  });

  it('gives the parent author who is also mentioned one notification, the reply', () => {
    expect(recipientsOf({ place: 'scene', authorUserID: 2, parentAuthorUserID: 1, mentionedUserIDs: [1, 3] })).toEqual([
      { userID: 1, action: 'sceneCommentReply' },
      { userID: 3, action: 'sceneCommentMention' },
    ]);
  });

  it('names a notification by its comment and recipient, the same on every replay', () => {
    expect(notificationIdOf('c-1', 7)).toBe('c-1:7');
    expect(notificationIdOf('c-1', 7)).toBe(notificationIdOf('c-1', 7));
    expect(notificationIdOf('c-1', 7)).not.toBe(notificationIdOf('c-1', 8));
  });
});

describe('who a task assignment notifies', () => {
  it('notifies the assignee of a new task, once per task and assignee', () => {
    expect(taskAssignmentOf({ taskID: 't1', assigneeUserID: 7, previousAssigneeUserID: null }, 1)).toEqual({ notificationID: 'task:t1:7', userID: 7 });
  });

  it('notifies the new assignee when the task is given to someone else, and nobody when it stays theirs', () => {
    expect(taskAssignmentOf({ taskID: 't1', assigneeUserID: 8, previousAssigneeUserID: 7 }, 1)).toEqual({ notificationID: 'task:t1:8', userID: 8 });
    expect(taskAssignmentOf({ taskID: 't1', assigneeUserID: 7, previousAssigneeUserID: 7 }, 1)).toBeNull();
  });

  it('does not notify an admin who assigns a task to themselves', () => {
    expect(taskAssignmentOf({ taskID: 't1', assigneeUserID: 1, previousAssigneeUserID: null }, 1)).toBeNull();
  });
});
