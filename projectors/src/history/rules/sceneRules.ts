// Plain words for scenes and the comment threads of files, scenes and projects. A thread's state holds
// each comment's text and whether it is resolved, under `comment <id>` and `comment <id> resolved`.
import { withItem, withoutItems, type Rules } from './rule';

const comment = (commentID: string): string => `comment ${commentID}`;
const resolved = (commentID: string): string => `comment ${commentID} resolved`;
const gone = (commentIDs: readonly string[]) => Object.fromEntries(commentIDs.flatMap((id) => [[comment(id), null] as const, [resolved(id), null] as const]));
const deletedWords = (commentIDs: readonly string[]): string => (commentIDs.length === 1 ? 'Deleted a comment' : `Deleted ${commentIDs.length} comments`);

export const sceneRules: Rules = {
  SceneCreated: {
    set: (d) => ({ name: d.name, duration: d.duration, width: d.width, height: d.height, status: 'Active' }),
    summary: (d) => (d.copiedFrom === null ? `Created the scene "${d.name}"` : `Created the scene "${d.name}" as a copy`),
  },
  SceneRenamed: { set: (d) => ({ name: d.name }), summary: (d) => `Renamed "${d.previousName}" to "${d.name}"` },
  SceneDurationChanged: { set: (d) => ({ duration: d.duration }), summary: (d) => `Set the duration to ${d.duration}` },
  SceneThumbnailChanged: { set: (d) => ({ thumbnail: d.thumbnail }), summary: () => 'Changed the thumbnail' },
  SceneNotesChanged: { set: (d) => ({ notes: d.text }), summary: () => 'Changed the notes' },
  SceneLabelAdded: { set: (d, s) => ({ labels: withItem(s.labels, d.labelID) }), summary: () => 'Added a label' },
  SceneLabelRemoved: { set: (d, s) => ({ labels: withoutItems(s.labels, [d.labelID]) }), summary: () => 'Removed a label' },
  SceneDeleted: { set: () => ({ status: 'Deleted' }), summary: () => 'Deleted the scene' },
  SceneKeyChanged: { set: () => ({}), summary: () => 'Replaced the document' },
  SceneDocumentSaved: {
    set: (d) => ({ version: d.version, elementCount: d.elementCount, duration: d.duration }),
    summary: (d) => (d.restoredFrom === null ? `Saved version ${d.version} (${d.elementCount} elements)` : `Saved version ${d.version}, restoring version ${d.restoredFrom}`),
  },
  CommentAdded: {
    set: (d) => ({ [comment(d.commentID)]: d.text, [resolved(d.commentID)]: false }),
    summary: (d, c) => `${d.anonymous ? 'Someone' : c.nameOf(d.userID)} ${d.parentCommentID === null ? 'commented' : 'replied'}`,
  },
  CommentResolved: { set: (d) => ({ [resolved(d.commentID)]: d.resolved }), summary: (d, c) => `${c.nameOf(d.userID)} ${d.resolved ? 'resolved' : 'reopened'} a comment` },
  CommentTextUpdated: { set: (d) => ({ [comment(d.commentID)]: d.text }), summary: () => 'Edited a comment' },
  CommentsDeleted: { set: (d) => gone(d.commentIDs), summary: (d) => deletedWords(d.commentIDs) },
  SceneCommentAdded: {
    set: (d) => ({ [comment(d.commentID)]: d.text, [resolved(d.commentID)]: false }),
    summary: (d, c) => `${d.anonymous ? 'Someone' : c.nameOf(d.userID)} ${d.parentCommentID === null ? 'commented' : 'replied'}`,
  },
  SceneCommentResolved: { set: (d) => ({ [resolved(d.commentID)]: d.resolved }), summary: (d, c) => `${c.nameOf(d.userID)} ${d.resolved ? 'resolved' : 'reopened'} a comment` },
  SceneCommentTextUpdated: { set: (d) => ({ [comment(d.commentID)]: d.text }), summary: () => 'Edited a comment' },
  SceneCommentsDeleted: { set: (d) => gone(d.commentIDs), summary: (d) => deletedWords(d.commentIDs) },
};
