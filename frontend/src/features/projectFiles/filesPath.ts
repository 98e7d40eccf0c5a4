// The addresses of a project's files (spec 000 section 2, spec 002 route table), in one small file so
// the page, the header and the router all build and read them the same way.

/** What the address under /project/{projectID}/files names. */
export interface FilesView {
  /** The active file, or null for the project's files with none open. */
  fileID: string | null;
  /** Whether the comment panel is open (…/comments). */
  comments: boolean;
  /** The comment a deep link selects (…/comments/{commentID}). */
  commentID: string | null;
  /** An older version of the file to show (?version=N); null for the current one. */
  version?: number | null;
}

const enc = encodeURIComponent;

/** The address of a view of a project's files. */
export const filesPath = (projectID: string, view: Partial<FilesView> = {}): string => {
  const base = `/project/${enc(projectID)}/files`;
  if (!view.fileID) return base;
  const file = `${base}/${enc(view.fileID)}`;
  const query = view.version ? `?version=${view.version}` : '';
  if (view.commentID) return `${file}/comments/${enc(view.commentID)}${query}`;
  return `${view.comments ? `${file}/comments` : file}${query}`;
};

/** The version a query string asks for (?version=N, a positive whole number), or null. */
export const versionOf = (query: string): number | null => {
  const value = new URLSearchParams(query).get('version');
  return value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
};

/**
 * Reads the segments after /files: [], [fileID], [fileID, 'comments'], [fileID, 'comments', commentID].
 * Anything longer or different is null, and the route then sends the user to the nearest address it names.
 */
export const filesViewOf = (rest: readonly string[]): FilesView | null => {
  const [fileID, comments, commentID, ...more] = rest;
  if (fileID === undefined || fileID === '') return rest.length <= 1 ? { fileID: null, comments: false, commentID: null } : null;
  if (comments === undefined) return { fileID, comments: false, commentID: null };
  if (comments !== 'comments' || more.length > 0) return null;
  return { fileID, comments: true, commentID: commentID === undefined || commentID === '' ? null : commentID };
};

/** Where a malformed address under /files goes: the file it names, or the project's files. */
export const nearestFilesPath = (projectID: string, rest: readonly string[]): string => {
  const [fileID] = rest;
  return filesPath(projectID, { fileID: fileID && fileID !== 'comments' ? fileID : null });
};
