// The scenes read model's batch folded in memory, over the stored rows it names (batch.ts reads and
// writes them). Each step is apply()'s, in the batch's order: it throws where apply() throws (a card
// that is not there, a scene created twice, a version saved twice, a key of no version), and the runtime
// then applies the batch event by event and parks that event. A deleted scene is "wiped": its stored
// card, versions and comments are deleted before anything the batch made after is written.
import type { AnyRecordedEvent } from '@wb/contracts';
import { bool, finite, integer, nullableInteger, text } from '../shared/batchValues';

export interface Card {
  scene_id: string;
  project_id: string;
  name: string;
  duration: number;
  width: number;
  height: number;
  s3_key: string;
  document_version: number;
  notes: string;
  thumbnail: string;
  labels: unknown[];
  /** Times as text: read as text and written back as text, they come back to the microsecond. */
  saved_on: string | null;
  modified: string;
  created_on: string;
  open_comments: number;
  comments: number;
}

export interface Version {
  scene_id: string;
  version: number;
  key: string;
  hash: string;
  bytes: number;
  element_count: number;
  duration: number;
  user_id: number | null;
  user_name: string;
  restored_from: number | null;
  saved_on: string;
}

export interface Comment {
  scene_id: string;
  top_level: boolean;
  resolved: boolean;
}

/** The stored rows the batch names. */
export interface Stored {
  readonly cards: ReadonlyMap<string, Card>;
  readonly comments: ReadonlyMap<string, Comment>;
  /** Stored versions by scene and key (for SceneKeyChanged). */
  readonly versionsByKey: ReadonlyMap<string, readonly { version: number; duration: number }[]>;
}

export interface Folded {
  /** Scenes whose stored card, versions and comments are deleted first. */
  readonly wiped: ReadonlySet<string>;
  /** Cards the batch changed: written whole (upserted), or absent (deleted by the wipe or never stored). */
  readonly cards: ReadonlyMap<string, Card | undefined>;
  readonly versions: readonly Version[];
  /** Comments the batch changed: upserted, or deleted when absent. */
  readonly comments: ReadonlyMap<string, Comment | undefined>;
  /** Scenes whose counts are counted again from their comments at the end (each comment event's scene). */
  readonly recount: ReadonlySet<string>;
}

export const keyOf = (sceneID: string, key: string): string => JSON.stringify([sceneID, key]);

export const foldScenes = (events: readonly AnyRecordedEvent[], stored: Stored): Folded => {
  const cards = new Map<string, Card | undefined>(stored.cards);
  const changedCards = new Set<string>();
  const comments = new Map<string, Comment | undefined>(stored.comments);
  const changedComments = new Set<string>();
  const wiped = new Set<string>();
  /** Versions saved in this batch, by scene then version number, since the scene's last wipe. */
  const saved = new Map<string, Map<number, Version>>();
  const recount = new Set<string>();

  const card = (sceneID: string): Card => {
    const found = cards.get(sceneID);
    if (!found) throw new Error(`Scene ${sceneID} is not in the read model`);
    changedCards.add(sceneID);
    return found;
  };
  const update = (event: AnyRecordedEvent & { data: { sceneID: string } }, change: Partial<Card>): void => {
    Object.assign(card(text(event.data.sceneID, 'sceneID')), change, { modified: event.metadata.time });
  };
  /** A comment of another scene than the event names would change a count apply() does not count again. */
  const ownComment = (commentID: string, sceneID: string): Comment | undefined => {
    const comment = comments.get(commentID);
    if (comment && comment.scene_id !== sceneID) throw new Error(`Comment ${commentID} is not of scene ${sceneID}`);
    return comment;
  };

  for (const event of events) {
    switch (event.type) {
      case 'SceneCreated': {
        const d = event.data;
        const sceneID = text(d.sceneID, 'sceneID');
        if (cards.get(sceneID)) throw new Error(`Scene ${sceneID} is already in the read model`);
        cards.set(sceneID, {
          scene_id: sceneID,
          project_id: text(d.projectID, 'projectID'),
          name: text(d.name, 'name'),
          duration: finite(d.duration, 'duration'),
          width: integer(d.width, 'width'),
          height: integer(d.height, 'height'),
          s3_key: '',
          document_version: 0,
          notes: '',
          thumbnail: '',
          labels: [],
          saved_on: null,
          modified: event.metadata.time,
          created_on: event.metadata.time,
          open_comments: 0,
          comments: 0,
        });
        changedCards.add(sceneID);
        break;
      }
      case 'SceneRenamed':
        update(event, { name: text(event.data.name, 'name') });
        break;
      case 'SceneDurationChanged':
        update(event, { duration: finite(event.data.duration, 'duration') });
        break;
      case 'SceneThumbnailChanged':
        update(event, { thumbnail: text(event.data.thumbnail, 'thumbnail') });
        break;
      case 'SceneNotesChanged':
        update(event, { notes: text(event.data.text, 'text') });
        break;
      case 'SceneLabelAdded': {
        const labelID = text(event.data.labelID, 'labelID');
        update(event, { labels: [...card(event.data.sceneID).labels, labelID] });
        break;
      }
      case 'SceneLabelRemoved': {
        // jsonb's `-` removes every element equal to the string.
        const labelID = text(event.data.labelID, 'labelID');
        update(event, { labels: card(event.data.sceneID).labels.filter((l) => l !== labelID) });
        break;
      }
      case 'SceneDeleted': {
        const sceneID = text(event.data.sceneID, 'sceneID');
        card(sceneID);
        cards.set(sceneID, undefined);
        wiped.add(sceneID);
        saved.delete(sceneID);
        for (const [commentID, comment] of comments)
          if (comment?.scene_id === sceneID) {
            comments.set(commentID, undefined);
            changedComments.add(commentID);
          }
        break;
      }
      case 'SceneKeyChanged': {
        const sceneID = text(event.data.sceneID, 'sceneID');
        const s3Key = text(event.data.s3Key, 's3Key');
        const inBatch = [...(saved.get(sceneID)?.values() ?? [])].filter((v) => v.key === s3Key);
        const candidates = [...inBatch, ...(wiped.has(sceneID) ? [] : (stored.versionsByKey.get(keyOf(sceneID, s3Key)) ?? []))];
        // None: apply() updates no row and throws. Several: apply() takes any one; event by event decides.
        const version = candidates.length === 1 ? candidates[0] : undefined;
        if (!version) throw new Error(`Scene ${sceneID} version ${s3Key}: ${candidates.length} versions`);
        update(event, { s3_key: s3Key, document_version: version.version, duration: version.duration });
        break;
      }
      case 'SceneDocumentSaved': {
        const d = event.data;
        const sceneID = text(d.sceneID, 'sceneID');
        const version: Version = {
          scene_id: sceneID,
          version: integer(d.version, 'version'),
          key: text(d.key, 'key'),
          hash: text(d.hash, 'hash'),
          bytes: integer(d.bytes, 'bytes'),
          element_count: integer(d.elementCount, 'elementCount'),
          duration: finite(d.duration, 'duration'),
          user_id: nullableInteger(d.userID, 'userID'),
          user_name: text(d.userName, 'userName'),
          restored_from: nullableInteger(d.restoredFrom, 'restoredFrom'),
          saved_on: event.metadata.time,
        };
        // A version saved twice here throws; one already stored makes the insert throw (batch.ts).
        const versions = saved.get(sceneID) ?? new Map<number, Version>();
        if (versions.has(version.version)) throw new Error(`Scene ${sceneID} version ${version.version} is saved twice`);
        update(event, { s3_key: version.key, document_version: version.version, duration: version.duration, saved_on: event.metadata.time });
        versions.set(version.version, version);
        saved.set(sceneID, versions);
        break;
      }
      case 'SceneCommentAdded': {
        const d = event.data;
        const commentID = text(d.commentID, 'commentID');
        const sceneID = text(d.sceneID, 'sceneID');
        recount.add(sceneID);
        // A comment on a scene already deleted counts nowhere; one already there stays as it is.
        if (!cards.get(sceneID) || comments.get(commentID)) break;
        comments.set(commentID, { scene_id: sceneID, top_level: d.parentCommentID === null, resolved: false });
        changedComments.add(commentID);
        break;
      }
      case 'SceneCommentResolved': {
        const d = event.data;
        const sceneID = text(d.sceneID, 'sceneID');
        const commentID = text(d.commentID, 'commentID');
        const resolved = bool(d.resolved, 'resolved');
        recount.add(sceneID);
        const comment = ownComment(commentID, sceneID);
        if (comment) {
          comments.set(commentID, { ...comment, resolved });
          changedComments.add(commentID);
        }
        break;
      }
      case 'SceneCommentsDeleted': {
        const sceneID = text(event.data.sceneID, 'sceneID');
        const ids: unknown = event.data.commentIDs;
        if (!Array.isArray(ids)) throw new Error('commentIDs is not a list');
        recount.add(sceneID);
        for (const id of ids) {
          const commentID = text(id, 'commentID');
          if (!ownComment(commentID, sceneID)) continue;
          comments.set(commentID, undefined);
          changedComments.add(commentID);
        }
        break;
      }
      default:
        break;
    }
  }
  return {
    wiped,
    cards: new Map([...changedCards].map((id) => [id, cards.get(id)])),
    versions: [...saved.values()].flatMap((versions) => [...versions.values()]),
    comments: new Map([...changedComments].map((id) => [id, comments.get(id)])),
    recount,
  };
};
