// The error log's messages (ours: the spec quotes none for it; docs/decisions/errorLog.md).
import { ErrorLogLimits } from './constants';

export const ErrorLogMessages = {
  clientErrorsTooMany: `At most ${ErrorLogLimits.clientPerMinute} errors a minute are recorded; try again in a minute.`,
} as const;
