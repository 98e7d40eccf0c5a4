// A feedback form (spec 001 section 3): formID, userID, createdOn, data{type, text}.
import { z } from 'zod';
import { FEEDBACK_TYPES } from './constants';

export const FeedbackData = z.object({ type: z.enum(FEEDBACK_TYPES), text: z.string() });

export const FeedbackForm = z.object({
  formID: z.string(),
  userID: z.number().int(),
  createdOn: z.string(),
  data: FeedbackData,
});
export type FeedbackForm = z.infer<typeof FeedbackForm>;
