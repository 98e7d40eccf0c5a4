import type { Reservation } from '@wb/platform';
import type { Claims } from '../../../shared/domain/aggregate';
import type { FileCommentsEvent } from './state';

/**
 * Each new comment's id, claimed by its thread: the claim is what lets a call that names only a comment
 * (resolve, edit, delete) find its thread's stream without a read model (like scene comments).
 */
export const fileCommentsReservations = (events: readonly FileCommentsEvent[], key: (kind: 'comment', value: string) => Reservation): Claims => ({
  reserve: events.flatMap((event) => (event.type === 'CommentAdded' ? [key('comment', event.data.commentID)] : [])),
});
