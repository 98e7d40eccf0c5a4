// A run of uploads and comments folded into activity items in memory, exactly as apply() would write
// them one at a time: each new item, or an upload joining its uploader's latest group, takes the next
// seq (the largest so far plus one); a comment or upload item the run made already is left as it is
// (one stored already is only met again when an event is repeated: see `existing`). A run
// holds no removal (those are applied one at a time between runs), so the largest seq only grows and
// the latest group of an uploader is the last one the run made, else the one stored.
import type { AnyRecordedEvent } from '@wb/contracts';
import { required } from '../shared/required';
import { excerpt } from './excerpt';
import { joinsUploadGroup } from './grouping';

type Event<T extends AnyRecordedEvent['type']> = Extract<AnyRecordedEvent, { type: T }>;

export interface NewItem {
  item_id: string;
  project_id: string;
  seq: number;
  kind: 'upload' | 'comment';
  user_id: number | null;
  time: string;
  started_on: string;
  comment_id: string | null;
  file_id: string | null;
  text: string | null;
  anonymous: boolean;
  reply: boolean;
  file_count: number;
}

/** An uploader's latest group in a project: stored (its columns as read) or made by the run. */
export interface Group {
  readonly itemID: string;
  readonly startedOn: string;
  seq: number;
  time: string;
  fileCount: number;
}

export interface ItemFile {
  readonly ord: number;
  readonly item_id: string;
  readonly file_id: string;
  readonly project_id: string;
  readonly added_on: string;
}

export interface StoredItems {
  readonly maxSeq: number;
  /** By groupKey: the uploader's latest stored group in the project. */
  readonly latest: ReadonlyMap<string, Group>;
}

export const groupKey = (projectID: string, userID: number): string => `${projectID}\u0000${userID}`;

const uploadItemID = (fileID: string): string => `upload-${fileID}`;
const commentItemID = (commentID: string): string => `comment-${commentID}`;

export class ItemsFold {
  private maxSeq: number;
  /** Items the run made: a stored item of the same id is not looked up, the insert of the run's items then fails and the batch is applied event by event. */
  private readonly existing: Set<string>;
  private readonly latest: Map<string, Group>;
  readonly added: NewItem[] = [];
  /** Stored groups uploads joined (their new seq, time and file count). */
  readonly joined = new Map<string, Group>();
  readonly itemFiles: ItemFile[] = [];
  private readonly addedByID = new Map<string, NewItem>();

  constructor(stored: StoredItems) {
    this.maxSeq = stored.maxSeq;
    this.existing = new Set();
    this.latest = new Map(stored.latest);
  }

  comment(e: Event<'CommentAdded'>): void {
    const d = e.data;
    // apply()'s insert refuses these even when the item is there already.
    required(e, d.projectID, d.anonymous);
    const text = excerpt(d.text);
    const itemID = commentItemID(d.commentID);
    if (this.existing.has(itemID)) return;
    const time = e.metadata.time;
    this.add({
      item_id: itemID,
      project_id: d.projectID,
      seq: 0,
      kind: 'comment',
      user_id: d.userID,
      time,
      started_on: time,
      comment_id: d.commentID,
      file_id: d.fileID,
      text,
      anonymous: d.anonymous,
      reply: d.parentCommentID !== null,
      file_count: 0,
    });
  }

  upload(fileID: string, projectID: string, userID: number | null, time: string): void {
    const latest = userID === null ? undefined : this.latest.get(groupKey(projectID, userID));
    // An upload nobody is named for (a server's own) joins no group.
    const joins = latest !== undefined && userID !== null && joinsUploadGroup({ userID, startedOn: latest.startedOn }, { userID, time });
    const itemID = joins ? latest.itemID : uploadItemID(fileID);
    if (joins) {
      latest.seq = ++this.maxSeq;
      latest.time = time;
      latest.fileCount += 1;
      const made = this.addedByID.get(itemID);
      if (made) Object.assign(made, { seq: latest.seq, time, file_count: latest.fileCount });
      else this.joined.set(itemID, latest);
    } else if (!this.existing.has(itemID)) {
      const item = this.add({
        item_id: itemID,
        project_id: projectID,
        seq: 0,
        kind: 'upload',
        user_id: userID,
        time,
        started_on: time,
        comment_id: null,
        file_id: null,
        text: null,
        anonymous: false,
        reply: false,
        file_count: 1,
      });
      if (userID !== null) this.latest.set(groupKey(projectID, userID), { itemID, startedOn: new Date(time).toISOString(), seq: item.seq, time, fileCount: 1 });
    }
    this.itemFiles.push({ ord: this.itemFiles.length, item_id: itemID, file_id: fileID, project_id: projectID, added_on: time });
  }

  private add(item: NewItem): NewItem {
    item.seq = ++this.maxSeq;
    this.existing.add(item.item_id);
    this.added.push(item);
    this.addedByID.set(item.item_id, item);
    return item;
  }
}
