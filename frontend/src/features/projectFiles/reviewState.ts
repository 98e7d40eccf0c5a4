// What the file review page derives from the server's answers: the comment a deep link names, the
// markers of the comment bar, the version to show (a comment made on an older version opens that
// version, and says so), the media address a browser can play, and the header's dot.
import type { FileCommentThread, ReviewFile } from '@wb/contracts';
import type { CommentMarker } from './VideoViewer';

/** The comment an address names, with the thread it belongs to (a reply seeks to its thread's frame). */
export const findComment = (threads: readonly FileCommentThread[], commentID: string | null) => {
  if (commentID === null) return null;
  for (const thread of threads) {
    if (thread.commentID === commentID) return { comment: thread, thread };
    const reply = thread.replies.find((r) => r.commentID === commentID);
    if (reply) return { comment: reply, thread };
  }
  return null;
};

/** One marker per top-level comment with a time, along the comment bar. */
export const markersOf = (threads: readonly FileCommentThread[]): CommentMarker[] =>
  threads.flatMap((t) => (t.timestamp === null ? [] : [{ commentID: t.commentID, frame: t.timestamp, label: t.text || 'Drawing', resolved: t.status === 1 }]));

export interface ShownVersion {
  version: number;
  url: string;
  /** The comment's version when it is not the current one ('Made on version N — the current version is M'). */
  madeOn: number | null;
}

/**
 * The version shown: the selected comment's version when it was made on an older one (unless the person
 * asked to see the current one), else the version the address asks for, else the current one.
 */
export const shownVersionOf = (file: ReviewFile, asked: number | null, commentVersion: number | null, showCurrent: boolean): ShownVersion => {
  const find = (v: number | null) => (v === null ? undefined : file.versions.find((x) => x.version === v));
  const older = commentVersion !== null && commentVersion !== file.version ? find(commentVersion) : undefined;
  if (older && !showCurrent) return { version: older.version, url: older.url, madeOn: older.version };
  const chosen = find(asked);
  if (chosen) return { version: chosen.version, url: chosen.url, madeOn: null };
  return { version: file.version, url: file.url, madeOn: null };
};

export type VideoSource = { kind: 'play'; url: string; poster: string | null } | { kind: 'preparing' } | { kind: 'failed' };

/**
 * What the video element plays: the stored file when a browser plays it; otherwise the proxy made for
 * the current version, 'Preparing a playable copy...' until it exists, or the failure.
 */
export const videoSourceOf = (file: ReviewFile, shown: ShownVersion): VideoSource => {
  const media = file.media;
  // The media describes the current version; an older one is tried as stored.
  if (!media || shown.version !== file.version || media.playable) return { kind: 'play', url: shown.url, poster: media?.posterUrl ?? null };
  if (media.proxyUrl) return { kind: 'play', url: media.proxyUrl, poster: media.posterUrl };
  return media.state === 'failed' ? { kind: 'failed' } : { kind: 'preparing' };
};

/** Whether a file has unresolved comments, from the project's counts. */
export const hasOpenComments = (counts: readonly { fileID: string | -1; open: number }[] | undefined, fileID: string | null): boolean =>
  fileID !== null && (counts ?? []).some((c) => c.fileID === fileID && c.open > 0);
