// The project contents page's deep link to one of the project's own comments (fileID -1; spec 000
// section 2: "/{view}/{projectID}, optionally followed by ... /comments/{commentID}"):
// /projectContents/{projectID}/comments/{commentID}. The project is named by id or by name, as the
// address gave it.

const seg = encodeURIComponent;

/** The contents page of a project, with one of its comments selected or none. */
export const contentsPath = (projectID: string, commentID: string | null = null): string => `/projectContents/${seg(projectID)}${commentID === null ? '' : `/comments/${seg(commentID)}`}`;

/** The comment the segments after the project name (already decoded): ['comments', commentID], else none. */
export const linkedCommentOf = (rest: readonly string[]): string | null => {
  const [view, commentID, ...more] = rest;
  return view === 'comments' && commentID !== undefined && commentID !== '' && more.length === 0 ? commentID : null;
};

interface Thread {
  commentID: string;
  replies: readonly { commentID: string }[];
}

/**
 * What a linked comment selects: its thread (the panel selects threads; a reply is shown in its own),
 * or null when the project has no such comment (deleted, or never there).
 */
export const linkedThreadOf = (threads: readonly Thread[], commentID: string | null): string | null => {
  if (commentID === null) return null;
  const thread = threads.find((t) => t.commentID === commentID || t.replies.some((r) => r.commentID === commentID));
  return thread?.commentID ?? null;
};
