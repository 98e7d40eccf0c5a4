// A client error the user's browser reports (spec 000 section 3): recorded with its redacted info
// (redacted by the route, before the command), at most ErrorLogLimits.clientPerMinute a minute per
// user (docs/decisions/errorLog.md).
import { ErrorLogLimits, Messages, type ErrorInfo } from '@wb/contracts';
import type { Decision } from '../../../shared/domain/decider';
import { domainError } from '../../../shared/domain/domainError';
import type { ErrorLogEvent, ErrorLogState } from './state';

export interface LogClientError {
  readonly type: 'LogClientError';
  readonly errorID: string;
  readonly userID: number;
  /** ISO time of the report (the command's time). */
  readonly at: string;
  readonly info: ErrorInfo;
}

export type ErrorLogCommand = LogClientError;

const MINUTE_MS = 60_000;

export const decide = (command: ErrorLogCommand, state: ErrorLogState): Decision<ErrorLogEvent> => {
  switch (command.type) {
    case 'LogClientError': {
      const now = Date.parse(command.at);
      const inLastMinute = state.recent.filter((t) => now - t < MINUTE_MS).length;
      if (inLastMinute >= ErrorLogLimits.clientPerMinute) return domainError('rateLimited', Messages.clientErrorsTooMany);
      return [{ type: 'ClientErrorLogged', data: { errorID: command.errorID, userID: command.userID, timestamp: command.at, info: command.info } }];
    }
    default: {
      const _exhaustive: never = command.type;
      return _exhaustive;
    }
  }
};
