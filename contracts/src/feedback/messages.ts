// Feedback's messages: the spec's thanks word for word; the rest ours (docs/decisions/errorLog.md).
import { FeedbackSettings } from './constants';

export const FeedbackMessages = {
  feedbackThanks: 'Sweet! Thanks for the feedback!',
  feedbackReplyPromise: 'We read every message and reply within about a week.',
  feedbackTooMany: `At most ${FeedbackSettings.perHour} feedback forms an hour are accepted; please try again later.`,
} as const;
