// A batch of the review turnaround's events folded in memory, mirroring apply() event by event (an
// added comment whose key is taken changes nothing but its scene's round, a resolution of a comment
// that is not there changes nothing), into what batch.ts writes with one statement per table.
import type { AnyRecordedEvent } from '@wb/contracts';

export type Source = 'scene' | 'file';

/** A key of the comments' table: source and comment id. */
export const commentKey = (source: Source, commentID: string): string => `${source}\u0000${commentID}`;

export interface SceneState {
  readonly projectID: string;
  round: number;
  revised: boolean;
}

export interface AddedComment {
  readonly projectID: string;
  readonly sceneID: string | null;
  readonly round: number | null;
  readonly createdOn: string;
}

export interface CommentState {
  /** Its row was in the tables before the batch and is still there. */
  stored: boolean;
  /** Its stored row was deleted in the batch. */
  dropStored: boolean;
  /** Added in the batch and not deleted since. */
  added: AddedComment | null;
  /** The resolution the batch left (time, or null: open); undefined when the batch did not touch it. */
  resolvedOn: string | null | undefined;
}

export interface Folded {
  readonly projects: Map<string, string>;
  readonly scenes: Map<string, SceneState>;
  readonly comments: Map<string, CommentState>;
}

/** The scenes and comment keys the batch names, whose stored rows the fold starts from. */
export const namedIn = (events: readonly AnyRecordedEvent[]): { sceneIDs: string[]; keys: [Source, string][] } => {
  const sceneIDs = new Set<string>();
  const keys = new Map<string, [Source, string]>();
  const key = (source: Source, commentID: string) => keys.set(commentKey(source, commentID), [source, commentID]);
  for (const e of events) {
    switch (e.type) {
      case 'SceneCreated':
      case 'SceneDocumentSaved':
        sceneIDs.add(e.data.sceneID);
        break;
      case 'SceneCommentAdded':
        sceneIDs.add(e.data.sceneID);
        key('scene', e.data.commentID);
        break;
      case 'SceneCommentResolved':
        key('scene', e.data.commentID);
        break;
      case 'SceneCommentsDeleted':
        for (const id of e.data.commentIDs) key('scene', id);
        break;
      case 'CommentAdded':
      case 'CommentResolved':
        key('file', e.data.commentID);
        break;
      case 'CommentsDeleted':
        for (const id of e.data.commentIDs) key('file', id);
        break;
      default:
        break;
    }
  }
  return { sceneIDs: [...sceneIDs], keys: [...keys.values()] };
};

const stateOf = (folded: Folded, key: string): CommentState => {
  let state = folded.comments.get(key);
  if (!state) {
    state = { stored: false, dropStored: false, added: null, resolvedOn: undefined };
    folded.comments.set(key, state);
  }
  return state;
};

const add = (folded: Folded, key: string, comment: AddedComment) => {
  const state = stateOf(folded, key);
  if (state.stored || state.added) return;
  state.added = comment;
  state.resolvedOn = undefined;
};

const resolve = (folded: Folded, key: string, resolved: boolean, time: string) => {
  const state = stateOf(folded, key);
  if (state.stored || state.added) state.resolvedOn = resolved ? time : null;
};

const remove = (folded: Folded, key: string) => {
  const state = stateOf(folded, key);
  if (state.stored) state.dropStored = true;
  state.stored = false;
  state.added = null;
  state.resolvedOn = undefined;
};

/** Folds the batch over the stored scenes and the stored comment keys (those of the batch's that exist). */
export const foldBatch = (events: readonly AnyRecordedEvent[], storedScenes: Map<string, SceneState>, storedKeys: ReadonlySet<string>): Folded => {
  const folded: Folded = { projects: new Map(), scenes: storedScenes, comments: new Map() };
  for (const key of storedKeys) folded.comments.set(key, { stored: true, dropStored: false, added: null, resolvedOn: undefined });
  for (const e of events) {
    const time = e.metadata.time;
    switch (e.type) {
      case 'ProjectCreated':
      case 'ProjectRenamed':
        folded.projects.set(e.data.projectID, e.data.name);
        break;
      case 'SceneCreated':
        if (!folded.scenes.has(e.data.sceneID)) folded.scenes.set(e.data.sceneID, { projectID: e.data.projectID, round: 0, revised: true });
        break;
      case 'SceneDocumentSaved': {
        const scene = folded.scenes.get(e.data.sceneID);
        if (scene) scene.revised = true;
        break;
      }
      case 'SceneCommentAdded': {
        const scene = folded.scenes.get(e.data.sceneID);
        if (e.data.parentCommentID !== null || !scene) break;
        if (scene.revised) scene.round += 1;
        scene.revised = false;
        add(folded, commentKey('scene', e.data.commentID), { projectID: scene.projectID, sceneID: e.data.sceneID, round: scene.round, createdOn: time });
        break;
      }
      case 'CommentAdded':
        if (e.data.parentCommentID === null) add(folded, commentKey('file', e.data.commentID), { projectID: e.data.projectID, sceneID: null, round: null, createdOn: time });
        break;
      case 'SceneCommentResolved':
        resolve(folded, commentKey('scene', e.data.commentID), e.data.resolved, time);
        break;
      case 'CommentResolved':
        resolve(folded, commentKey('file', e.data.commentID), e.data.resolved, time);
        break;
      case 'SceneCommentsDeleted':
        for (const id of e.data.commentIDs) remove(folded, commentKey('scene', id));
        break;
      case 'CommentsDeleted':
        for (const id of e.data.commentIDs) remove(folded, commentKey('file', id));
        break;
      default:
        break;
    }
  }
  return folded;
};
