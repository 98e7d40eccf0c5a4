// Events of the error log (schema version 1): a client error a user's browser reported (stream
// errorlog-<userID>) and a server error a service caught (stream servererrors-<service>). Their info
// is redacted before it is appended: secrets never reach an event.
import { z } from 'zod';
import { ErrorInfo } from './models';

export const ErrorLogEvents = {
  ClientErrorLogged: z.object({ errorID: z.string(), userID: z.number().int(), timestamp: z.string(), info: ErrorInfo }),
  ServerErrorLogged: z.object({
    errorID: z.string(),
    /** The service that caught it (gateway, command-api, query-api...). */
    source: z.string(),
    userID: z.number().int().nullable(),
    info: ErrorInfo,
    /** Errors of the same process only logged, not recorded, since the last entry (over the bound). */
    suppressed: z.number().int().min(0),
  }),
} as const;
