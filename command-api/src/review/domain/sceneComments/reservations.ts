import type { Reservation } from '@wb/platform';
import type { Claims } from '../../../shared/domain/aggregate';
import type { SceneCommentsEvent } from './state';

/**
 * Each new comment's id, claimed by its thread: comment ids are unique anyway, and the claim is what
 * lets a call that names only a comment (resolve, edit, delete) find its scene's stream (holderOf).
 * A deleted comment keeps its claim: deleting it again finds the thread, which skips it.
 */
export const sceneCommentsReservations = (events: readonly SceneCommentsEvent[], key: (kind: 'comment', value: string) => Reservation): Claims => ({
  reserve: events.flatMap((event) => (event.type === 'SceneCommentAdded' ? [key('comment', event.data.commentID)] : [])),
});
