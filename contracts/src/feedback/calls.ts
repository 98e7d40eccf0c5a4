// The feedback calls: GET /v0/feedback_forms (spec 001 section 7) and /feedback/sendFeedback, ours
// (the spec's dialog sends a text form without naming the call; docs/decisions/errorLog.md).
import { z } from 'zod';
import { grant, signedIn } from '../kernel/access';
import { empty, ok, oneOf } from '../kernel/fields';
import { defineCall } from '../kernel/registry';
import { nameField } from '../kernel/text';
import { FEEDBACK_TYPES, FeedbackSettings } from './constants';
import { FeedbackForm } from './models';

const v0 = {
  getFeedbackForms: defineCall({
    path: '/v0/feedback_forms',
    method: 'GET',
    kind: 'query',
    reads: ['feedback'],
    access: grant('admin.feedback'),
    summary: `Submitted feedback forms, newest first (at most ${FeedbackSettings.maxAnswered})`,
    input: empty.optional(),
    output: z.object({ forms: z.array(FeedbackForm) }),
  }),
} as const;

const feedback = {
  sendFeedback: defineCall({
    path: '/feedback/sendFeedback',
    method: 'POST',
    kind: 'command',
    access: signedIn,
    summary: `Send a feedback form {type, text} (at most ${FeedbackSettings.perHour} an hour per user, 429 beyond)`,
    input: z.object({
      data: z.object({
        type: oneOf(FEEDBACK_TYPES).default('feedback'),
        // Never empty nor made only of invisible characters (nameField's rule), trimmed.
        text: nameField({ max: FeedbackSettings.textMax, emptyMessage: 'Write something first' }),
      }),
    }),
    output: ok,
  }),
} as const;

export const feedbackCalls = { v0, feedback } as const;
