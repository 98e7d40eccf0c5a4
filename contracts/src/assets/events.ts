// Events of the asset library (past tense, schema version 1). Kits hold their directories; a file
// holds its versions, tags, project links and kit links (each link with its directory), so moving a
// file between kits is one event on the file's own stream and cannot half happen.
import { z } from 'zod';

const kitID = z.string();
const fileID = z.string();
const directoryID = z.string();
const linkID = z.string();
const tagID = z.string();
const userID = z.number().int().nullable();
const visibility = z.enum(['internal', 'public-read']);

export const AssetEvents = {
  KitCreated: z.object({ kitID, name: z.string(), slug: z.string(), rootDirectoryID: directoryID, visibility }),
  KitDeleted: z.object({ kitID }),
  KitVisibilityChanged: z.object({ kitID, visibility }),
  KitThumbnailChanged: z.object({ kitID, thumbnail: z.string() }),
  /** The kit's files in this order first (the list's drag order); others keep theirs after them. */
  KitFilesReordered: z.object({ kitID, fileIDs: z.array(fileID) }),
  DirectoryCreated: z.object({ kitID, directoryID, name: z.string(), parentID: directoryID }),
  DirectoryRenamed: z.object({ kitID, directoryID, name: z.string(), previousName: z.string() }),
  /** The directory and every directory under it (`removedDirectoryIDs`); their files become unorganized. */
  DirectoryDeleted: z.object({ kitID, directoryID, removedDirectoryIDs: z.array(directoryID) }),

  FileUploaded: z.object({
    fileID,
    uuid: z.string(),
    name: z.string(),
    type: z.string(),
    url: z.string(),
    size: z.number().int(),
    projectID: z.string().nullable(),
    projectAssetType: z.string().nullable(),
    userID,
    userName: z.string(),
  }),
  FileRenamed: z.object({ fileID, name: z.string(), previousName: z.string() }),
  /** The file leaves every list; its events stay (a deleted file stays in history). */
  FileDeleted: z.object({ fileID }),
  /** A new version replaces the url and size; the older ones stay listed. */
  FileVersionAdded: z.object({ fileID, url: z.string(), size: z.number().int(), userID, userName: z.string() }),
  FileLinkedToKit: z.object({ fileID, kitID, linkID, directoryID: directoryID.nullable(), index: z.number().int().nullable() }),
  FileUnlinkedFromKit: z.object({ fileID, kitID, linkID }),
  /** Link to the target kit, reindex there, unlink from the source kit: one event, all or nothing. */
  FileMovedToKit: z.object({ fileID, fromKitID: kitID, toKitID: kitID, removedLinkID: linkID, linkID }),
  FileAddedToDirectory: z.object({ fileID, kitID, linkID, directoryID }),
  FileRemovedFromDirectory: z.object({ fileID, kitID, linkID, directoryID }),
  FileTagged: z.object({ fileID, tagID, tagName: z.string() }),
  FileUntagged: z.object({ fileID, tagID }),
  FileLinkedToProject: z.object({ fileID, projectID: z.string(), projectName: z.string() }),
  FileUnlinkedFromProject: z.object({ fileID, projectID: z.string() }),

  TagCreated: z.object({ tagID, name: z.string() }),
} as const;
