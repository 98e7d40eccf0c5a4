// Events of a review as command-api records them, for this read model's tests: a project with a scene,
// top-level comments and replies on it and on files, resolutions and saved versions.
import type { AnyEvent } from '@wb/contracts';

export const projectCreated = (projectID: string, name: string): AnyEvent => ({ type: 'ProjectCreated', data: { projectID, name, groups: [], ownerUserID: 1 } });

export const sceneCreated = (sceneID: string, projectID: string): AnyEvent => ({
  type: 'SceneCreated',
  data: { sceneID, projectID, name: `Scene ${sceneID}`, duration: 10, width: 1920, height: 1080, userID: 1, copiedFrom: null, importedFrom: null },
});

export const sceneSaved = (sceneID: string, version: number): AnyEvent => ({
  type: 'SceneDocumentSaved',
  data: { sceneID, version, key: `${sceneID}/${version}`, hash: 'h', bytes: 10, elementCount: 1, duration: 10, userID: 1, userName: 'Ada', restoredFrom: null, importedFrom: null },
});

export const sceneComment = (commentID: string, sceneID: string, parentCommentID: string | null = null): AnyEvent => ({
  type: 'SceneCommentAdded',
  data: { commentID, sceneID, userID: 2, text: 'Slower here', timestamp: null, parentCommentID, replyToCommentID: null, annotations: [], mentionedUserIDs: [], anonymous: false, sceneVersion: null },
});

export const sceneResolved = (commentID: string, sceneID: string, resolved = true): AnyEvent => ({ type: 'SceneCommentResolved', data: { commentID, sceneID, userID: 3, resolved } });

/** A comment on a file (fileID) or on the project itself (fileID null). */
export const fileComment = (commentID: string, projectID: string, fileID: string | null, parentCommentID: string | null = null): AnyEvent => ({
  type: 'CommentAdded',
  data: {
    commentID,
    projectID,
    fileID,
    fileVersion: fileID === null ? null : 1,
    userID: 2,
    text: 'Typo in the title',
    timestamp: null,
    parentCommentID,
    replyToCommentID: null,
    annotations: [],
    anonymous: false,
    mentionedUserIDs: [],
  },
});

export const fileResolved = (commentID: string, projectID: string, fileID: string | null, resolved = true): AnyEvent => ({
  type: 'CommentResolved',
  data: { commentID, projectID, fileID, userID: 3, resolved },
});
