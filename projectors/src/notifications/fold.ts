// The notifications read model's batch folded in memory (batch.ts reads what it names and writes the
// result). First pass: the names (users, projects, scenes, files) and comment authors as each event
// leaves them, and the batch's changes to notifications in order, each proposed row with the scene's
// project and the parent's author as they stand at that event. Second pass (foldNotifications): those
// changes over the notifications stored under the proposed ids. The rows it inserts keep the order they
// were proposed in: the sequence numbers them in that order (seq, the bell's order), as event by event.
import { NotificationLimits, type AnyRecordedEvent, type NotificationAction } from '@wb/contracts';
import { bool, integer, integers, nullableInteger, nullableText, smallint, text, texts } from '../shared/batchValues';
import { notificationIdOf, recipientsOf, taskAssignmentOf, type CommentPlace } from './rules';

/** A preview of the comment, not the comment: the bell shows a line of it (apply() and the fold both use it). */
export const preview = (value: string): string => Array.from(value).slice(0, NotificationLimits.textMax).join('');

export interface NotificationRow {
  readonly notification_id: string;
  readonly recipient_user_id: number;
  readonly action: NotificationAction;
  readonly commenting_user_id: number | null;
  readonly anonymous: boolean;
  readonly project_id: string | null;
  readonly scene_id: string | null;
  readonly file_id: string | null;
  readonly comment_id: string | null;
  text: string;
  status: number;
  readonly created_on: string;
}

export type Change =
  | { readonly kind: 'propose'; readonly row: NotificationRow }
  | { readonly kind: 'text'; readonly commentID: string; readonly text: string }
  | { readonly kind: 'deleteComments'; readonly commentIDs: readonly string[] }
  | { readonly kind: 'deleteScene'; readonly sceneID: string }
  | { readonly kind: 'status'; readonly userID: number; readonly notificationIDs: readonly string[]; readonly status: number };

export interface StoredNames {
  readonly users: ReadonlyMap<number, { given_name: string; avatar: string | null }>;
  readonly scenes: ReadonlyMap<string, { project_id: string; name: string }>;
  readonly authors: ReadonlyMap<string, number>;
}

export interface FoldedNames {
  readonly users: Map<number, { given_name: string; avatar: string | null }>;
  readonly projects: Map<string, string>;
  readonly scenes: Map<string, { project_id: string; name: string }>;
  readonly files: Map<string, string>;
  /** Authors of comments first recorded in this batch. */
  readonly authors: Map<string, number>;
  readonly changes: Change[];
}

/** What a comment event says that notifications need, whichever place (file, scene, project) it is on. */
export interface CommentFacts {
  readonly place: CommentPlace;
  readonly commentID: string;
  readonly userID: number;
  readonly parentCommentID: string | null;
  readonly mentionedUserIDs: readonly number[];
  readonly anonymous: boolean;
  readonly projectID: string | null;
  readonly sceneID: string | null;
  readonly fileID: string | null;
  readonly text: string;
}

/** What a batch names that is stored: users and scenes whose rows it reads or moves, parent comments whose authors it looks up. */
export const namedIn = (events: readonly AnyRecordedEvent[]) => {
  const users = new Set<number>();
  const scenes = new Set<string>();
  const comments = new Set<string>();
  for (const event of events) {
    switch (event.type) {
      case 'UserAdded':
      case 'UserAvatarChanged':
        users.add(integer(event.data.userID, 'userID'));
        break;
      case 'SceneCreated':
      case 'SceneRenamed':
        scenes.add(text(event.data.sceneID, 'sceneID'));
        break;
      case 'SceneCommentAdded':
      case 'CommentAdded':
        if (event.type === 'SceneCommentAdded') scenes.add(text(event.data.sceneID, 'sceneID'));
        // Only parents are looked up: a comment's own id is recorded with ON CONFLICT DO NOTHING, which
        // keeps a stored author, and is looked up only as a parent (then it is read).
        if (event.data.parentCommentID !== null) comments.add(text(event.data.parentCommentID, 'parentCommentID'));
        break;
      default:
        break;
    }
  }
  return { users: [...users], scenes: [...scenes], comments: [...comments] };
};

export const foldNames = (events: readonly AnyRecordedEvent[], stored: StoredNames): FoldedNames => {
  const users = new Map<number, { given_name: string; avatar: string | null }>();
  const userOf = (userID: number) => users.get(userID) ?? stored.users.get(userID);
  const projects = new Map<string, string>();
  const scenes = new Map<string, { project_id: string; name: string }>();
  const sceneOf = (sceneID: string) => scenes.get(sceneID) ?? stored.scenes.get(sceneID);
  const files = new Map<string, string>();
  const authors = new Map<string, number>();
  const authorOf = (commentID: string) => authors.get(commentID) ?? stored.authors.get(commentID);
  const changes: Change[] = [];

  const commentAdded = (c: CommentFacts, time: string) => {
    if (authorOf(c.commentID) === undefined) authors.set(c.commentID, c.userID);
    const parentAuthorUserID = c.parentCommentID === null ? null : (authorOf(c.parentCommentID) ?? null);
    // A scene's comment names no project: it is the scene's, as the scene stands now.
    const projectID = c.place === 'scene' ? (c.sceneID === null ? null : (sceneOf(c.sceneID)?.project_id ?? null)) : c.projectID;
    for (const r of recipientsOf({ place: c.place, authorUserID: c.userID, parentAuthorUserID, mentionedUserIDs: c.mentionedUserIDs })) {
      changes.push({
        kind: 'propose',
        row: {
          notification_id: notificationIdOf(c.commentID, r.userID),
          recipient_user_id: r.userID,
          action: r.action,
          commenting_user_id: c.userID,
          anonymous: c.anonymous,
          project_id: projectID,
          scene_id: c.sceneID,
          file_id: c.fileID,
          comment_id: c.commentID,
          text: preview(c.text),
          status: 0,
          created_on: time,
        },
      });
    }
  };

  for (const event of events) {
    const time = event.metadata.time;
    switch (event.type) {
      case 'UserAdded': {
        const userID = integer(event.data.userID, 'userID');
        users.set(userID, { given_name: text(event.data.givenName, 'givenName'), avatar: userOf(userID)?.avatar ?? null });
        break;
      }
      case 'UserAvatarChanged': {
        const userID = integer(event.data.userID, 'userID');
        const avatar = nullableText(event.data.src, 'src');
        const user = userOf(userID);
        if (user) users.set(userID, { ...user, avatar });
        break;
      }
      case 'ProjectCreated':
      case 'ProjectRenamed':
        projects.set(text(event.data.projectID, 'projectID'), text(event.data.name, 'name'));
        break;
      case 'SceneCreated': {
        const scene = { project_id: text(event.data.projectID, 'projectID'), name: text(event.data.name, 'name') };
        const sceneID = text(event.data.sceneID, 'sceneID');
        if (!sceneOf(sceneID)) scenes.set(sceneID, scene);
        break;
      }
      case 'SceneRenamed': {
        const sceneID = text(event.data.sceneID, 'sceneID');
        const name = text(event.data.name, 'name');
        const scene = sceneOf(sceneID);
        if (scene) scenes.set(sceneID, { ...scene, name });
        break;
      }
      case 'FileUploaded':
      case 'FileRenamed':
        files.set(text(event.data.fileID, 'fileID'), text(event.data.name, 'name'));
        break;
      case 'SceneDeleted':
        changes.push({ kind: 'deleteScene', sceneID: text(event.data.sceneID, 'sceneID') });
        break;
      case 'SceneCommentAdded':
      case 'CommentAdded': {
        const d = event.data;
        const facts = {
          commentID: text(d.commentID, 'commentID'),
          userID: integer(d.userID, 'userID'),
          parentCommentID: nullableText(d.parentCommentID, 'parentCommentID'),
          mentionedUserIDs: integers(d.mentionedUserIDs, 'mentionedUserIDs'),
          anonymous: bool(d.anonymous, 'anonymous'),
          text: d.text,
        };
        if (event.type === 'SceneCommentAdded') commentAdded({ ...facts, place: 'scene', sceneID: text(event.data.sceneID, 'sceneID'), projectID: null, fileID: null }, time);
        else {
          const fileID = nullableText(event.data.fileID, 'fileID');
          commentAdded({ ...facts, place: fileID === null ? 'project' : 'file', projectID: nullableText(event.data.projectID, 'projectID'), fileID, sceneID: null }, time);
        }
        break;
      }
      case 'SceneCommentTextUpdated':
      case 'CommentTextUpdated':
        changes.push({ kind: 'text', commentID: text(event.data.commentID, 'commentID'), text: preview(event.data.text) });
        break;
      case 'SceneCommentsDeleted':
      case 'CommentsDeleted':
        changes.push({ kind: 'deleteComments', commentIDs: texts(event.data.commentIDs, 'commentIDs') });
        break;
      case 'NotificationCreated': {
        const d = event.data;
        changes.push({
          kind: 'propose',
          row: {
            notification_id: text(d.notificationID, 'notificationID'),
            recipient_user_id: integer(d.userID, 'userID'),
            action: text(d.action, 'action') as NotificationAction,
            commenting_user_id: nullableInteger(d.commentingUserID, 'commentingUserID'),
            anonymous: bool(d.anonymous, 'anonymous'),
            project_id: nullableText(d.projectID, 'projectID'),
            scene_id: nullableText(d.sceneID, 'sceneID'),
            file_id: nullableText(d.fileID, 'fileID'),
            comment_id: nullableText(d.commentID, 'commentID'),
            text: preview(d.text),
            status: 0,
            created_on: time,
          },
        });
        break;
      }
      case 'TaskAssigned':
      case 'TaskChanged': {
        const d = event.data;
        const actor = nullableInteger(event.type === 'TaskAssigned' ? event.data.creatorUserID : event.metadata.userID, 'actor');
        const previousAssigneeUserID = event.type === 'TaskChanged' ? nullableInteger(event.data.previousAssigneeUserID, 'previousAssigneeUserID') : null;
        const to = taskAssignmentOf({ taskID: text(d.taskID, 'taskID'), assigneeUserID: integer(d.assigneeUserID, 'assigneeUserID'), previousAssigneeUserID }, actor);
        if (to === null) break;
        changes.push({
          kind: 'propose',
          row: {
            notification_id: to.notificationID,
            recipient_user_id: to.userID,
            action: 'projectTaskAssignment',
            commenting_user_id: actor,
            anonymous: false,
            project_id: nullableText(d.projectID, 'projectID'),
            scene_id: null,
            file_id: null,
            comment_id: null,
            text: preview(d.text),
            status: 0,
            created_on: time,
          },
        });
        break;
      }
      case 'NotificationStatusChanged':
        changes.push({
          kind: 'status',
          userID: integer(event.data.userID, 'userID'),
          notificationIDs: texts(event.data.notificationIDs, 'notificationIDs'),
          status: smallint(event.data.status, 'status'),
        });
        break;
      default:
        break;
    }
  }
  return { users, projects, scenes, files, authors, changes };
};

export interface StoredNotification {
  readonly comment_id: string | null;
  readonly scene_id: string | null;
}

export interface FoldedNotifications {
  /** Rows the batch inserts, in the order they were proposed. */
  readonly inserted: readonly (NotificationRow & { readonly proposal: number })[];
  /** Changes to stored rows, applied before the inserts: each comment's last text, each row's last status, the deletions. */
  readonly texts: ReadonlyMap<string, string>;
  readonly statuses: ReadonlyMap<string, { readonly userID: number; readonly notificationID: string; readonly status: number }>;
  readonly deletedComments: ReadonlySet<string>;
  readonly deletedScenes: ReadonlySet<string>;
}

/** The changes over the stored rows under the proposed ids (the others are changed by statements, never read). */
export const foldNotifications = (changes: readonly Change[], stored: ReadonlyMap<string, StoredNotification>): FoldedNotifications => {
  const alive = new Set(stored.keys());
  const fresh = new Map<string, NotificationRow & { proposal: number }>();
  const commentTexts = new Map<string, string>();
  const statuses = new Map<string, { userID: number; notificationID: string; status: number }>();
  const deletedComments = new Set<string>();
  const deletedScenes = new Set<string>();
  let proposals = 0;
  const drop = (matches: (row: StoredNotification) => boolean) => {
    for (const [id, row] of fresh) if (matches(row)) fresh.delete(id);
    for (const id of alive) if (matches(stored.get(id) as StoredNotification)) alive.delete(id);
  };
  for (const change of changes) {
    switch (change.kind) {
      case 'propose': {
        const proposal = proposals++;
        const id = change.row.notification_id;
        if (!fresh.has(id) && !alive.has(id)) fresh.set(id, { ...change.row, proposal });
        break;
      }
      case 'text':
        for (const row of fresh.values()) if (row.comment_id === change.commentID) row.text = change.text;
        commentTexts.set(change.commentID, change.text);
        break;
      case 'deleteComments': {
        const ids = new Set(change.commentIDs);
        drop((row) => row.comment_id !== null && ids.has(row.comment_id));
        for (const id of ids) deletedComments.add(id);
        break;
      }
      case 'deleteScene':
        drop((row) => row.scene_id === change.sceneID);
        deletedScenes.add(change.sceneID);
        break;
      case 'status':
        for (const id of change.notificationIDs) {
          const row = fresh.get(id);
          if (row && row.recipient_user_id === change.userID) row.status = change.status;
          statuses.set(JSON.stringify([change.userID, id]), { userID: change.userID, notificationID: id, status: change.status });
        }
        break;
      default:
        break;
    }
  }
  return { inserted: [...fresh.values()].sort((a, b) => a.proposal - b.proposal), texts: commentTexts, statuses, deletedComments, deletedScenes };
};
