// A file as the search answers it (the AssetFile model of contracts/src/assets), folded from its events
// in TypeScript, pure: the projection loads the files a batch touches, folds, and writes them back.
import { FileStatus, type AnyRecordedEvent, type AssetFile } from '@wb/contracts';
import type { FileDocument } from '@wb/platform';

// Image exports are new stored files, not part of the file searched.
export type FileEvent = Exclude<Extract<AnyRecordedEvent, { type: `File${string}` }>, { type: 'FileImageExported' }>;

export const isFileEventType = (type: string): boolean => type.startsWith('File') && type !== 'FileImageExported';
export const isFileEvent = (event: AnyRecordedEvent): event is FileEvent => isFileEventType(event.type);

/** Names the file shows of other entities, as the projection holds them. */
export interface Names {
  kit(kitID: string): string;
  directory(directoryID: string): { name: string; kitID: string } | null;
}

const withDirectories = (file: AssetFile, names: Names): AssetFile => ({
  ...file,
  directories: file.kits.flatMap((k) => {
    const dir = k.directoryID === null ? null : names.directory(k.directoryID);
    return dir && k.directoryID !== null ? [{ directoryID: k.directoryID, name: dir.name, kitID: k.kitID }] : [];
  }),
});

const setDirectory = (file: AssetFile, linkID: string, directoryID: string | null): AssetFile => ({
  ...file,
  kits: file.kits.map((k) => (k.linkID === linkID ? { ...k, directoryID } : k)),
});

/** The file after `event`; null when the event is FileUploaded's only (a file the projection lacks otherwise). */
export const evolveFile = (file: AssetFile | null, event: FileEvent, names: Names): AssetFile => {
  const time = event.metadata.time;
  if (event.type === 'FileUploaded') {
    const d = event.data;
    return {
      fileID: d.fileID,
      uuid: d.uuid,
      name: d.name,
      type: d.type.toLowerCase(),
      status: FileStatus.Active,
      createdOn: time,
      modified: time,
      projectID: d.projectID,
      data: {
        url: d.url,
        size: d.size,
        projectAssetType: d.projectAssetType,
        user: { id: d.userID, name: d.userName },
        versions: [{ date: time, url: d.url, size: d.size, user: { name: d.userName } }],
      },
      tags: [],
      projects: [],
      kits: [],
      directories: [],
    };
  }
  if (!file) throw new Error(`File ${event.data.fileID} is not in the read model`);
  const f: AssetFile = { ...file, modified: time };
  switch (event.type) {
    case 'FileRenamed':
      return { ...f, name: event.data.name };
    case 'FileDeleted':
      return { ...f, status: FileStatus.Deleted };
    case 'FileVersionAdded': {
      const { url, size, userName } = event.data;
      return { ...f, data: { ...f.data, url, size, versions: [{ date: time, url, size, user: { name: userName } }, ...f.data.versions] } };
    }
    case 'FileLinkedToKit': {
      const { kitID, linkID, directoryID } = event.data;
      const kits = [...f.kits.filter((k) => k.linkID !== linkID), { kitID, name: names.kit(kitID), directoryID, linkID }];
      return withDirectories({ ...f, kits }, names);
    }
    case 'FileUnlinkedFromKit':
      return withDirectories({ ...f, kits: f.kits.filter((k) => k.linkID !== event.data.linkID) }, names);
    case 'FileMovedToKit': {
      const { toKitID, linkID, removedLinkID } = event.data;
      const kits = [...f.kits.filter((k) => k.linkID !== removedLinkID && k.linkID !== linkID), { kitID: toKitID, name: names.kit(toKitID), directoryID: null, linkID }];
      return withDirectories({ ...f, kits }, names);
    }
    case 'FileAddedToDirectory':
      return withDirectories(setDirectory(f, event.data.linkID, event.data.directoryID), names);
    case 'FileRemovedFromDirectory':
      return withDirectories(setDirectory(f, event.data.linkID, null), names);
    case 'FileTagged': {
      const { tagID, tagName } = event.data;
      return f.tags.some((t) => t.tagID === tagID) ? f : { ...f, tags: [...f.tags, { tagID, name: tagName }] };
    }
    case 'FileUntagged':
      return { ...f, tags: f.tags.filter((t) => t.tagID !== event.data.tagID) };
    case 'FileLinkedToProject': {
      const { projectID, projectName } = event.data;
      return { ...f, projects: [...f.projects.filter((p) => p.projectID !== projectID), { projectID, name: projectName }] };
    }
    case 'FileUnlinkedFromProject':
      return { ...f, projects: f.projects.filter((p) => p.projectID !== event.data.projectID) };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

/** Names of kits and directories changed: the file shows the new ones (a directory gone leaves its links at the kit's top). */
export const refreshNames = (file: AssetFile, names: Names, removedKitIDs: ReadonlySet<string> = new Set()): AssetFile =>
  withDirectories(
    {
      ...file,
      kits: file.kits
        .filter((k) => !removedKitIDs.has(k.kitID))
        .map((k) => ({ ...k, name: names.kit(k.kitID), directoryID: k.directoryID !== null && names.directory(k.directoryID) ? k.directoryID : null })),
    },
    names,
  );

/** What the file search index holds of a file; null for a deleted file (it leaves the index). */
export const searchDocumentOf = (file: AssetFile): FileDocument | null =>
  file.status === FileStatus.Deleted
    ? null
    : {
        fileID: file.fileID,
        name: file.name,
        type: file.type,
        status: file.status,
        createdOn: file.createdOn,
        kits: file.kits.map((k) => ({ kitID: k.kitID, name: k.name, directoryID: k.directoryID })),
        tags: file.tags,
      };
