// The feedback read: GET /v0/feedback_forms (spec 001 section 7), newest first.
import { Calls, FeedbackSettings, type FeedbackForm } from '@wb/contracts';
import type { Pool } from '@wb/platform';
import { queryCall, type QueryRoute } from '../shared/queryCall';

interface FormRow {
  form_id: string;
  user_id: number;
  created_on: Date;
  type: FeedbackForm['data']['type'];
  text: string;
}

export const feedbackHandlers = (pool: Pool): QueryRoute[] => [
  queryCall(Calls.v0.getFeedbackForms, async () => {
    const { rows } = await pool.query<FormRow>('SELECT form_id, user_id, created_on, type, text FROM feedback_forms ORDER BY created_on DESC, form_id LIMIT $1', [FeedbackSettings.maxAnswered]);
    return { forms: rows.map((r) => ({ formID: r.form_id, userID: r.user_id, createdOn: r.created_on.toISOString(), data: { type: r.type, text: r.text } })) };
  }),
];
