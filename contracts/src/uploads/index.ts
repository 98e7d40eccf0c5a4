// The uploads area: what may be uploaded for which purpose and by whom, each user's upload space,
// where files are served, and the daily download record.
import { defineArea } from '../kernel/area';
import { uploadCalls } from './calls';
import { UploadErrorCode } from './errors';
import { UploadEvents, UploadSpaceEvents } from './events';
import { UploadMessages } from './messages';

export * from './purposes';
export * from './purposeAccess';
export * from './quota';
export { UploadEvents, UploadSpaceEvents } from './events';
export { UploadMessages } from './messages';

/** Downloads a user may record in one day (UTC); the one past it answers limitReached. */
export const DAILY_DOWNLOAD_LIMIT = 500;

export const uploadsArea = defineArea({
  name: 'uploads',
  calls: uploadCalls,
  events: { ...UploadEvents, ...UploadSpaceEvents },
  errors: UploadErrorCode,
  messages: UploadMessages,
});
