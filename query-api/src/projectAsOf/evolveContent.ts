// The fold's part for what the project holds: files and their versions, comments (on the project, its
// files and its scenes), scenes with the document version saved last, and tasks.
import type { AnyRecordedEvent } from '@wb/contracts';
import type { CommentState, FoldState } from './foldState';

export const CONTENT_EVENT_TYPES = [
  'FileUploaded',
  'FileRenamed',
  'FileDeleted',
  'FileVersionAdded',
  'FileTagged',
  'FileUntagged',
  'FileLinkedToProject',
  'FileUnlinkedFromProject',
  'CommentAdded',
  'CommentResolved',
  'CommentTextUpdated',
  'CommentsDeleted',
  'SceneCommentAdded',
  'SceneCommentResolved',
  'SceneCommentTextUpdated',
  'SceneCommentsDeleted',
  'SceneCreated',
  'SceneRenamed',
  'SceneDurationChanged',
  'SceneNotesChanged',
  'SceneLabelAdded',
  'SceneLabelRemoved',
  'SceneDeleted',
  'SceneDocumentSaved',
  'TaskAssigned',
  'TaskChanged',
  'TaskStatusChanged',
  'TaskDeleted',
] as const;

const comment = (state: FoldState, event: AnyRecordedEvent, c: Omit<CommentState, 'at' | 'resolved' | 'resolvedByID'>): void => {
  state.comments.set(c.commentID, { ...c, at: event.metadata.time, resolved: false, resolvedByID: null });
};

const resolve = (state: FoldState, commentID: string, userID: number, resolved: boolean): void => {
  const c = state.comments.get(commentID);
  if (c) state.comments.set(commentID, { ...c, resolved, resolvedByID: resolved ? userID : null });
};

const retext = (state: FoldState, commentID: string, text: string): void => {
  const c = state.comments.get(commentID);
  if (c) state.comments.set(commentID, { ...c, text });
};

const evolveFile = (state: FoldState, projectID: string, event: AnyRecordedEvent): boolean => {
  if (event.type === 'FileUploaded') {
    const d = event.data;
    const version = { version: 1, url: d.url, size: d.size, by: d.userName, at: event.metadata.time };
    state.files.set(d.fileID, { fileID: d.fileID, name: d.name, type: d.type, versions: [version], tags: new Map(), uploadedHere: d.projectID === projectID, linked: false, deleted: false });
    return true;
  }
  if (!('fileID' in event.data) || typeof event.data.fileID !== 'string') return false;
  const file = state.files.get(event.data.fileID);
  if (!file) return event.type.startsWith('File');
  switch (event.type) {
    case 'FileRenamed':
      file.name = event.data.name;
      return true;
    case 'FileDeleted':
      file.deleted = true;
      return true;
    case 'FileVersionAdded':
      file.versions = [...file.versions, { version: file.versions.length + 1, url: event.data.url, size: event.data.size, by: event.data.userName, at: event.metadata.time }];
      return true;
    case 'FileTagged':
      file.tags.set(event.data.tagID, event.data.tagName);
      return true;
    case 'FileUntagged':
      file.tags.delete(event.data.tagID);
      return true;
    case 'FileLinkedToProject':
      if (event.data.projectID === projectID) file.linked = true;
      return true;
    case 'FileUnlinkedFromProject':
      if (event.data.projectID === projectID) file.linked = false;
      return true;
    default:
      return false;
  }
};

const evolveComment = (state: FoldState, projectID: string, event: AnyRecordedEvent): boolean => {
  switch (event.type) {
    case 'CommentAdded': {
      const d = event.data;
      if (d.projectID !== projectID) return true;
      comment(state, event, {
        commentID: d.commentID,
        on: d.fileID === null ? 'project' : 'file',
        targetID: d.fileID,
        authorID: d.anonymous ? null : d.userID,
        text: d.text,
        parentCommentID: d.parentCommentID,
      });
      return true;
    }
    case 'SceneCommentAdded': {
      const d = event.data;
      comment(state, event, { commentID: d.commentID, on: 'scene', targetID: d.sceneID, authorID: d.anonymous ? null : d.userID, text: d.text, parentCommentID: d.parentCommentID });
      return true;
    }
    case 'CommentResolved':
    case 'SceneCommentResolved':
      resolve(state, event.data.commentID, event.data.userID, event.data.resolved);
      return true;
    case 'CommentTextUpdated':
    case 'SceneCommentTextUpdated':
      retext(state, event.data.commentID, event.data.text);
      return true;
    case 'CommentsDeleted':
    case 'SceneCommentsDeleted':
      for (const id of event.data.commentIDs) state.comments.delete(id);
      return true;
    default:
      return false;
  }
};

const evolveScene = (state: FoldState, projectID: string, event: AnyRecordedEvent): boolean => {
  if (event.type === 'SceneCreated') {
    const d = event.data;
    if (d.projectID === projectID)
      state.scenes.set(d.sceneID, { sceneID: d.sceneID, name: d.name, duration: d.duration, width: d.width, height: d.height, notes: '', labelIDs: [], document: null, deleted: false });
    return true;
  }
  if (!('sceneID' in event.data) || typeof event.data.sceneID !== 'string') return false;
  const scene = state.scenes.get(event.data.sceneID);
  if (!scene) return event.type.startsWith('Scene');
  switch (event.type) {
    case 'SceneRenamed':
      scene.name = event.data.name;
      return true;
    case 'SceneDurationChanged':
      scene.duration = event.data.duration;
      return true;
    case 'SceneNotesChanged':
      scene.notes = event.data.text;
      return true;
    case 'SceneLabelAdded':
      if (!scene.labelIDs.includes(event.data.labelID)) scene.labelIDs = [...scene.labelIDs, event.data.labelID];
      return true;
    case 'SceneLabelRemoved':
      scene.labelIDs = scene.labelIDs.filter((l) => l !== event.data.labelID);
      return true;
    case 'SceneDeleted':
      scene.deleted = true;
      return true;
    case 'SceneDocumentSaved': {
      const d = event.data;
      scene.document = { version: d.version, elementCount: d.elementCount, duration: d.duration, savedBy: d.userName, at: event.metadata.time };
      return true;
    }
    default:
      return false;
  }
};

const evolveTask = (state: FoldState, projectID: string, event: AnyRecordedEvent): boolean => {
  switch (event.type) {
    case 'TaskAssigned':
    case 'TaskChanged': {
      const d = event.data;
      const before = state.tasks.get(d.taskID);
      state.tasks.set(d.taskID, {
        taskID: d.taskID,
        text: d.text,
        notes: d.notes,
        dueDate: d.dueDate,
        assigneeID: d.assigneeUserID,
        done: before?.done ?? false,
        completedOn: before?.completedOn ?? null,
        here: d.projectID === projectID,
      });
      return true;
    }
    case 'TaskStatusChanged': {
      const task = state.tasks.get(event.data.taskID);
      if (task) state.tasks.set(task.taskID, { ...task, done: event.data.status === 2, completedOn: event.data.completedOn });
      return true;
    }
    case 'TaskDeleted':
      state.tasks.delete(event.data.taskID);
      return true;
    default:
      return false;
  }
};

/** Applies one event of the project's content; false when it is of another kind. */
export const evolveContent = (state: FoldState, projectID: string, event: AnyRecordedEvent): boolean =>
  evolveComment(state, projectID, event) || evolveTask(state, projectID, event) || evolveFile(state, projectID, event) || evolveScene(state, projectID, event);
