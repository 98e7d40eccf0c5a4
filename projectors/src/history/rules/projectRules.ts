// Plain words for a project's events and those of its own streams (tracking, credits, its card).
import { TrackingTaskTypes } from '@wb/contracts';
import { withItem, withoutItems, type Rules } from './rule';

const taskName = (taskID: number): string => TrackingTaskTypes.find((t) => t.taskID === taskID)?.name ?? `task ${taskID}`;
const entryField = (d: { taskID: number; userID: number; date: string }): string => `hours ${taskName(d.taskID)} user ${d.userID} ${d.date}`;

export const projectRules: Rules = {
  ProjectCreated: {
    set: (d) => ({ name: d.name, status: 'Active', folders: d.groups, ownerUserID: d.ownerUserID, members: [d.ownerUserID] }),
    summary: (d) => `Created the project "${d.name}"`,
  },
  ProjectRenamed: { set: (d) => ({ name: d.name }), summary: (d) => `Renamed "${d.previousName}" to "${d.name}"` },
  ProjectArchived: { set: () => ({ status: 'Archived' }), summary: () => 'Archived the project' },
  ProjectDeleted: { set: () => ({ status: 'Deleted' }), summary: () => 'Deleted the project' },
  ProjectRevived: { set: () => ({ status: 'Active' }), summary: () => 'Revived the project' },
  ProjectAccessed: { set: () => ({}), summary: () => 'Opened the project' },
  ProjectMemberJoined: { set: (d, s) => ({ members: withItem(s.members, d.userID) }), summary: (d, c) => `${c.nameOf(d.userID)} joined the project` },
  ProjectSubscribed: { set: (d, s) => ({ subscribers: withItem(s.subscribers, d.userID) }), summary: (d, c) => `${c.nameOf(d.userID)} subscribed to the project` },
  ProjectUnsubscribed: { set: (d, s) => ({ subscribers: withoutItems(s.subscribers, [d.userID]) }), summary: (d, c) => `${c.nameOf(d.userID)} unsubscribed from the project` },
  ProjectAddedToFolder: { set: (d, s) => ({ folders: withItem(s.folders, d.projectGroupID) }), summary: (d, c) => `Added to ${c.folderName(d.projectGroupID)}` },
  ProjectRemovedFromFolder: {
    set: (d, s) => ({ folders: withoutItems(s.folders, [d.projectGroupID]) }),
    summary: (d, c) => `Removed from ${c.folderName(d.projectGroupID)}`,
  },
  ProjectLinkAdded: { set: (d, s) => ({ links: withItem(s.links, d.link.url) }), summary: (d) => `Added the link "${d.link.name}" (${d.link.url})` },
  ProjectLinkRemoved: { set: (d, s) => ({ links: withoutItems(s.links, [d.url]) }), summary: (d) => `Removed the link ${d.url}` },
  ProjectDueDateSet: { set: (d) => ({ dueDate: d.dueDate, dueCompletedOn: null }), summary: (d) => `Set the due date to ${d.dueDate}` },
  ProjectDueDateCleared: { set: () => ({ dueDate: null, dueCompletedOn: null }), summary: () => 'Cleared the due date' },
  ProjectDueDateCompleted: { set: (d) => ({ dueCompletedOn: d.completedOn }), summary: () => 'Marked the due date completed' },
  ProjectThumbnailChanged: { set: (d) => ({ thumbnail: d.thumbnail }), summary: (d) => (d.thumbnail === null ? 'Removed the thumbnail' : 'Changed the thumbnail') },
  TrackingTaskUpdated: {
    set: (d) => ({ [entryField(d)]: d.hours }),
    summary: (d, c) => `Set ${c.nameOf(d.userID)}'s ${taskName(d.taskID)} hours on ${d.date} to ${d.hours}`,
  },
  TrackingTaskRemoved: { set: (d) => ({ [entryField(d)]: null }), summary: (d, c) => `Removed ${c.nameOf(d.userID)}'s ${taskName(d.taskID)} hours on ${d.date}` },
  TrackingWordCountUpdated: { set: (d) => ({ wordCount: d.wordCount }), summary: (d) => `Set the word count to ${d.wordCount}` },
};
