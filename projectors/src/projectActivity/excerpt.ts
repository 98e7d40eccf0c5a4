// What the activity shows of a comment's text (spec 000 section 2): its start, cut with an ellipsis.
import { ActivityLimits } from '@wb/contracts';

export const excerpt = (text: string): string => (text.length > ActivityLimits.commentExcerpt ? `${text.slice(0, ActivityLimits.commentExcerpt - 1)}…` : text);
