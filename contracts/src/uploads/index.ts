// The uploads area: what may be uploaded for which purpose, where files are served, and the daily
// download record.
import { defineArea } from '../kernel/area';
import { uploadCalls } from './calls';
import { UploadErrorCode } from './errors';
import { UploadEvents } from './events';
import { UploadMessages } from './messages';

export * from './purposes';
export { UploadEvents } from './events';
export { UploadMessages } from './messages';

/** Downloads a user may record in one day (UTC); the one past it answers limitReached. */
export const DAILY_DOWNLOAD_LIMIT = 500;

export const uploadsArea = defineArea({
  name: 'uploads',
  calls: uploadCalls,
  events: UploadEvents,
  errors: UploadErrorCode,
  messages: UploadMessages,
});
