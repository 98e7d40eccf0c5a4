import { defineClientArea } from '../../app/clientArea';
import { watchFeedback } from './feedbackSagas';
import feedback from './feedbackSlice';

/** The feedback dialog opened from the header (spec 000 section 1). */
export const feedbackArea = defineClientArea({ name: 'feedback', reducers: { feedback }, saga: watchFeedback });
