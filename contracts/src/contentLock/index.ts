// The content lock area: one switch, for all users, that closes the asset library (spec 001 section 2).
import { defineArea } from '../kernel/area';
import { contentLockCalls } from './calls';
import { ContentLockErrorCode } from './errors';
import { ContentLockEvents } from './events';
import { ContentLockMessages } from './messages';

export { ContentLockEvents } from './events';
export { closedByContentLock, isClosedByContentLock } from './closedCalls';

export const contentLockArea = defineArea({
  name: 'contentLock',
  calls: contentLockCalls,
  events: ContentLockEvents,
  errors: ContentLockErrorCode,
  messages: ContentLockMessages,
  readModels: ['contentLock'],
});
