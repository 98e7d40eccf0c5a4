import { createHarness, type Harness } from '../testing/harness';
import { feedbackProjection } from './projection';

describe('feedback projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('given forms sent, expect one row per form with its user, time, type and text', async () => {
    await h.append('feedback-3', { type: 'FeedbackSent', data: { formID: 'f1', userID: 3, createdOn: '2026-02-01T09:00:00.000Z', data: { type: 'feedback', text: 'Nice' } } });
    const last = await h.append('feedback-4', { type: 'FeedbackSent', data: { formID: 'f2', userID: 4, createdOn: '2026-02-02T09:00:00.000Z', data: { type: 'bugReport', text: 'Broken' } } });
    const runner = await h.run([feedbackProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    expect(await h.rows('SELECT form_id, user_id, created_on, type, text FROM feedback_forms ORDER BY created_on DESC')).toEqual([
      { form_id: 'f2', user_id: 4, created_on: new Date('2026-02-02T09:00:00.000Z'), type: 'bugReport', text: 'Broken' },
      { form_id: 'f1', user_id: 3, created_on: new Date('2026-02-01T09:00:00.000Z'), type: 'feedback', text: 'Nice' },
    ]);
    await runner.stop();
  });
});
