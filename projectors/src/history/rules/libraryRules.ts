// Plain words for folders, kits and the files of the library and of projects (with their media).
import { shown } from '../values';
import { withItem, withoutItems, type Rules } from './rule';

export const libraryRules: Rules = {
  FolderCreated: { set: (d) => ({ name: d.name, status: 'Active' }), summary: (d) => `Created the folder "${d.name}"` },
  FolderArchived: { set: () => ({ status: 'Archived' }), summary: () => 'Archived the folder' },
  FolderDeleted: { set: () => ({ status: 'Deleted' }), summary: () => 'Deleted the folder' },
  FolderRevived: { set: () => ({ status: 'Active' }), summary: () => 'Revived the folder' },
  FolderTrelloDataUpdated: { set: (d) => ({ trelloBoards: d.boards.map((b) => b.id) }), summary: () => 'Changed the folder’s card boards' },
  KitCreated: { set: (d) => ({ name: d.name, slug: d.slug, visibility: d.visibility, status: 'Active' }), summary: (d) => `Created the kit "${d.name}"` },
  KitDeleted: { set: () => ({ status: 'Deleted' }), summary: () => 'Deleted the kit' },
  KitVisibilityChanged: { set: (d) => ({ visibility: d.visibility }), summary: (d, c) => `Changed the visibility from ${String(c.before.visibility ?? 'unset')} to ${d.visibility}` },
  KitThumbnailChanged: { set: (d) => ({ thumbnail: d.thumbnail }), summary: () => 'Changed the thumbnail' },
  KitFilesReordered: { set: (d) => ({ fileOrder: d.fileIDs }), summary: (d) => `Reordered ${d.fileIDs.length} files` },
  DirectoryCreated: { set: (d) => ({ [`directory ${d.directoryID}`]: d.name }), summary: (d) => `Created the directory "${d.name}"` },
  DirectoryRenamed: { set: (d) => ({ [`directory ${d.directoryID}`]: d.name }), summary: (d) => `Renamed the directory "${d.previousName}" to "${d.name}"` },
  DirectoryDeleted: {
    set: (d) => Object.fromEntries([d.directoryID, ...d.removedDirectoryIDs].map((id) => [`directory ${id}`, null])),
    summary: (d, c) => `Deleted the directory "${String(c.before[`directory ${d.directoryID}`] ?? d.directoryID)}"`,
  },
  FileUploaded: {
    set: (d) => ({ name: d.name, type: d.type, size: d.size, url: d.url, projectID: d.projectID, status: 'Active', version: 1 }),
    summary: (d) => `Uploaded "${d.name}"`,
  },
  FileRenamed: { set: (d) => ({ name: d.name }), summary: (d) => `Renamed "${d.previousName}" to "${d.name}"` },
  FileDeleted: { set: () => ({ status: 'Deleted' }), summary: () => 'Deleted the file' },
  FileVersionAdded: {
    set: (d, s) => ({ url: d.url, size: d.size, version: (typeof s.version === 'number' ? s.version : 1) + 1 }),
    summary: (_d, c) => `Uploaded version ${(typeof c.before.version === 'number' ? c.before.version : 1) + 1}`,
  },
  FileImageExported: { set: () => ({}), summary: (d) => `Exported an image (${d.type}, ×${d.scale})` },
  FileLinkedToKit: { set: (d, s) => ({ kits: withItem(s.kits, d.kitID) }), summary: () => 'Added to a kit' },
  FileUnlinkedFromKit: { set: (d, s) => ({ kits: withoutItems(s.kits, [d.kitID]) }), summary: () => 'Removed from a kit' },
  FileMovedToKit: { set: (d, s) => ({ kits: withItem(withoutItems(s.kits, [d.fromKitID]), d.toKitID) }), summary: () => 'Moved to another kit' },
  FileAddedToDirectory: { set: (d) => ({ [`directory in kit ${d.kitID}`]: d.directoryID }), summary: () => 'Put in a directory' },
  FileRemovedFromDirectory: { set: (d) => ({ [`directory in kit ${d.kitID}`]: null }), summary: () => 'Taken out of its directory' },
  FileTagged: { set: (d) => ({ [`tag ${d.tagID}`]: d.tagName }), summary: (d) => `Tagged "${d.tagName}"` },
  FileUntagged: { set: (d) => ({ [`tag ${d.tagID}`]: null }), summary: (d, c) => `Removed the tag ${shown(c.before[`tag ${d.tagID}`] ?? null)}` },
  FileLinkedToProject: { set: (d, s) => ({ projects: withItem(s.projects, d.projectID) }), summary: (d) => `Linked to the project "${d.projectName}"` },
  FileUnlinkedFromProject: { set: (d, s) => ({ projects: withoutItems(s.projects, [d.projectID]) }), summary: () => 'Unlinked from a project' },
  VideoProbed: { summary: (d) => `Read version ${d.version} of the video` },
  VideoProxyReady: { set: (d) => ({ proxyUrl: d.proxyUrl }), summary: (d) => `Made the playable copy of version ${d.version}` },
  VideoMediaFailed: { set: (d) => ({ mediaFailure: d.reason }), summary: (d) => `Could not make the playable copy of version ${d.version}: ${d.reason}` },
  SvgMetaAdded: { summary: () => 'Recorded the drawing’s statistics' },
};
