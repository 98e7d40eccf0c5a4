// The row changes every comment-thread read model (scene comments, file and project comments) makes
// alike: after a comment is added, its thread's events name only the comment, and each model keeps its
// comments with the same columns for them (text, resolved_by, resolved_on) and its authors' names in a
// table (user_id, given_name, family_name). A third commenting area's projection reuses these.
import type { PoolClient } from 'pg';

/** Resolved or opened again: who resolved it and when (both null while open). */
export const resolveCommentRow = async (client: PoolClient, comments: string, change: { commentID: string; userID: number; resolved: boolean }, time: string): Promise<void> => {
  const { commentID, userID, resolved } = change;
  await client.query(`UPDATE ${comments} SET resolved_by = $2, resolved_on = $3 WHERE comment_id = $1`, [commentID, resolved ? userID : null, resolved ? time : null]);
};

export const updateCommentRowText = async (client: PoolClient, comments: string, change: { commentID: string; text: string }): Promise<void> => {
  await client.query(`UPDATE ${comments} SET text = $2 WHERE comment_id = $1`, [change.commentID, change.text]);
};

/** The deleted comments (the event names the replies that went with them too). */
export const deleteCommentRows = async (client: PoolClient, comments: string, commentIDs: readonly string[]): Promise<void> => {
  await client.query(`DELETE FROM ${comments} WHERE comment_id = ANY($1::text[])`, [commentIDs]);
};

/** An author's name as the user's events last gave it. */
export const upsertAuthorRow = async (client: PoolClient, authors: string, user: { userID: number; givenName: string; familyName: string }): Promise<void> => {
  await client.query(
    `INSERT INTO ${authors} (user_id, given_name, family_name) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET given_name = $2, family_name = $3`,
    [user.userID, user.givenName, user.familyName],
  );
};
