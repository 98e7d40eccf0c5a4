// A feedback form the dialog sends (spec 000 section 1; spec 001 section 3's Feedback form): kept as
// sent, at most FeedbackSettings.perHour an hour per user (docs/decisions/errorLog.md).
import { FeedbackSettings, Messages, type FeedbackForm } from '@wb/contracts';
import type { Decision } from '../../../shared/domain/decider';
import { domainError } from '../../../shared/domain/domainError';
import type { FeedbackEvent, FeedbackState } from './state';

export interface SendFeedback {
  readonly type: 'SendFeedback';
  readonly formID: string;
  readonly userID: number;
  /** ISO time of the command. */
  readonly at: string;
  readonly data: FeedbackForm['data'];
}

export type FeedbackCommand = SendFeedback;

const HOUR_MS = 3_600_000;

export const decide = (command: FeedbackCommand, state: FeedbackState): Decision<FeedbackEvent> => {
  switch (command.type) {
    case 'SendFeedback': {
      const now = Date.parse(command.at);
      if (state.recent.filter((t) => now - t < HOUR_MS).length >= FeedbackSettings.perHour) return domainError('rateLimited', Messages.feedbackTooMany);
      return [{ type: 'FeedbackSent', data: { formID: command.formID, userID: command.userID, createdOn: command.at, data: command.data } }];
    }
    default: {
      const _exhaustive: never = command.type;
      return _exhaustive;
    }
  }
};
