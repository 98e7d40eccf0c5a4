import { FeedbackSettings, Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { feedbackAggregate } from './aggregate';
import type { SendFeedback } from './decide';
import type { FeedbackEvent } from './state';

const { given } = deciderSpec(feedbackAggregate);
const data = { type: 'feedback' as const, text: 'The timeline is great' };
const send = (at: string): SendFeedback => ({ type: 'SendFeedback', formID: 'f-new', userID: 3, at, data });
const sent = (at: string, formID: string): FeedbackEvent => ({ type: 'FeedbackSent', data: { formID, userID: 3, createdOn: at, data } });
const earlier = Array.from({ length: FeedbackSettings.perHour }, (_, i) => sent(`2026-01-01T10:${String(i).padStart(2, '0')}:00.000Z`, `f${i}`));

describe('sending feedback', () => {
  it('keeps the form with its user, time and data', () => {
    given([])
      .when(send('2026-01-01T10:00:00.000Z'))
      .then([sent('2026-01-01T10:00:00.000Z', 'f-new')]);
  });

  it(`refuses one more than ${FeedbackSettings.perHour} within an hour`, () => {
    given(earlier).when(send('2026-01-01T10:59:00.000Z')).thenFails('rateLimited', Messages.feedbackTooMany);
  });

  it('takes it again once the oldest is an hour old', () => {
    given(earlier)
      .when(send('2026-01-01T11:00:00.000Z'))
      .then([sent('2026-01-01T11:00:00.000Z', 'f-new')]);
  });
});
