// Events of feedback (stream feedback-<userID>; schema version 1).
import { z } from 'zod';
import { FeedbackData } from './models';

export const FeedbackEvents = {
  FeedbackSent: z.object({ formID: z.string(), userID: z.number().int(), createdOn: z.string(), data: FeedbackData }),
} as const;
