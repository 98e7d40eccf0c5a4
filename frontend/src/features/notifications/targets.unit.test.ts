import type { Notification } from '@wb/contracts';
import { targetOf } from './targets';

const base: Notification = {
  notificationID: 'c-1:2',
  status: 0,
  createdOn: '2026-11-27T09:00:00.000Z',
  data: {
    user: { givenName: 'Oscar', avatar: null },
    project: { projectID: 'p 1', name: 'Launch' },
    action: 'commentReply',
    actionText: 'replied to your comment',
    file: { fileID: 'f-1', name: 'cut.mp4' },
    scene: null,
    replyComment: { commentID: 'c-1', text: 'Fixed' },
  },
};
const withData = (data: Partial<Notification['data']>): Notification => ({ ...base, data: { ...base.data, ...data } });

describe('where a notification leads', () => {
  it("opens a file's comment by its deep link", () => {
    expect(targetOf(base)).toBe('/project/p%201/files/f-1/comments/c-1');
    expect(targetOf(withData({ replyComment: null }))).toBe('/project/p%201/files/f-1/comments');
  });

  it("opens the mentioning comment on the project contents page for a mention in the project's comments", () => {
    expect(targetOf(withData({ action: 'projectContentsMention', file: null }))).toBe('/projectContents/p%201/comments/c-1');
  });

  it("opens the reply on the project contents page for a reply in the project's comments", () => {
    expect(targetOf(withData({ action: 'commentReply', file: null, replyComment: { commentID: 'r 2', text: 'Agreed' } }))).toBe('/projectContents/p%201/comments/r%202');
  });

  it('opens the project contents page itself for a project comment notification made without a comment', () => {
    expect(targetOf(withData({ action: 'projectContentsMention', file: null, replyComment: null }))).toBe('/projectContents/p%201');
  });

  it('opens the project contents for a task assigned on that project', () => {
    expect(targetOf(withData({ action: 'projectTaskAssignment', actionText: 'assigned you a task', file: null, replyComment: null }))).toBe('/projectContents/p%201');
  });

  it("opens the scene for a scene's comment", () => {
    expect(targetOf(withData({ action: 'sceneCommentReply', file: null, scene: { sceneID: 's-1', name: 'Intro' } }))).toBe('/project/p%201/editor/scene/s-1');
  });

  it('leads nowhere without a project', () => {
    expect(targetOf(withData({ project: null }))).toBeNull();
  });
});
