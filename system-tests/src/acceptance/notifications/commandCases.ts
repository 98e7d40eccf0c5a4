// The notification rows of the every-command table (../commands/everyCommand.api.test.ts): a reply
// that notifies Edith, marked read; and a notification made by hand. Each shows in the recipient's bell.
import type { CommandCase } from '../commands/commandCase';
import { createProject, type ProjectsWorld } from '../projects/projectsWorld';
import { commentOn, sceneIn } from '../review/reviewWorld';
import { uniqueName } from '../scenes/scenesWorld';
import { bellAfter } from './notificationsWorld';

/** One scene per world for every row: each row's reply is a new thread on it. */
const scenes = new WeakMap<ProjectsWorld, Promise<string>>();
const sceneOf = (world: ProjectsWorld): Promise<string> => {
  let scene = scenes.get(world);
  if (!scene) {
    scene = createProject(world.editor, uniqueName('Notification rows')).then((projectID) => sceneIn(world.editor, projectID));
    scenes.set(world, scene);
  }
  return scene;
};

/** Oscar replies to a new comment of Edith's: answers Edith's notification of it. */
const notificationOfReply = async (world: ProjectsWorld): Promise<string> => {
  const sceneID = await sceneOf(world);
  const first = await commentOn(world.editor, sceneID, { text: 'Row comment' });
  const reply = await commentOn(world.otherEditor, sceneID, { text: 'Row reply', parentCommentID: first.comment.commentID });
  const bell = await bellAfter(world.editor, reply.answer);
  const notification = bell.notifications.find((n) => n.data.replyComment?.commentID === reply.comment.commentID);
  if (!notification) throw new Error('the reply made no notification');
  return notification.notificationID;
};

export const notificationCommandCases: CommandCase[] = [
  {
    path: '/notifications/updateStatus',
    prepare: async (world) => {
      const notificationID = await notificationOfReply(world);
      return {
        who: world.editor,
        body: { notificationIDs: [notificationID], status: 1 },
        sees: async (a) => {
          const bell = await bellAfter(world.editor, a);
          expect(bell.notifications.find((n) => n.notificationID === notificationID)?.status).toBe(1);
        },
      };
    },
    undo: (b: { notificationIDs: string[] }) => ['/notifications/updateStatus', { notificationIDs: b.notificationIDs, status: 0 }],
  },
  {
    path: '/notifications/createNotification',
    prepare: async (world) => ({
      who: world.admin,
      body: { userID: world.viewer.userID, action: 'commentMention', data: { commentingUserID: world.editor.userID, text: 'Row notification' } },
      sees: async (a) => {
        const bell = await bellAfter(world.viewer, a);
        expect(bell.notifications.filter((n) => n.notificationID === a.body.notificationID)).toEqual([
          expect.objectContaining({ status: 0, data: expect.objectContaining({ action: 'commentMention', replyComment: null }) }),
        ]);
      },
    }),
  },
];
