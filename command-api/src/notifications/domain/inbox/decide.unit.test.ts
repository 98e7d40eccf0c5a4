import { Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { inboxAggregate } from './aggregate';
import type { CreateNotification } from './decide';

const { given } = deciderSpec(inboxAggregate);

const create = (extra: Partial<CreateNotification> = {}): CreateNotification => ({
  type: 'CreateNotification',
  notificationID: 'n-1',
  userID: 4,
  recipientFound: true,
  action: 'commentMention',
  commentingUserID: 2,
  projectID: 'p-1',
  sceneID: null,
  fileID: 'f-1',
  commentID: 'c-1',
  text: 'Look at this',
  anonymous: false,
  ...extra,
});

describe("a recipient's read and unread marks", () => {
  it('records the change for the named ids, each once', () => {
    given([])
      .when({ type: 'ChangeNotificationStatus', userID: 4, notificationIDs: ['a:4', 'b:4', 'a:4'], status: 1 })
      .then([{ type: 'NotificationStatusChanged', data: { userID: 4, notificationIDs: ['a:4', 'b:4'], status: 1 } }]);
  });

  it('marks unread again', () => {
    given([{ type: 'NotificationStatusChanged', data: { userID: 4, notificationIDs: ['a:4'], status: 1 } }])
      .when({ type: 'ChangeNotificationStatus', userID: 4, notificationIDs: ['a:4'], status: 0 })
      .then([{ type: 'NotificationStatusChanged', data: { userID: 4, notificationIDs: ['a:4'], status: 0 } }]);
  });
});

describe('a notification made by hand', () => {
  it('is recorded in the recipient inbox with its action and data', () => {
    given([])
      .when(create())
      .then([
        {
          type: 'NotificationCreated',
          data: {
            notificationID: 'n-1',
            userID: 4,
            action: 'commentMention',
            commentingUserID: 2,
            projectID: 'p-1',
            sceneID: null,
            fileID: 'f-1',
            commentID: 'c-1',
            text: 'Look at this',
            anonymous: false,
          },
        },
      ]);
  });

  it('is refused for a user who does not exist', () => {
    given([])
      .when(create({ recipientFound: false }))
      .thenFails('notFound', Messages.recipientNotFound);
  });
});
