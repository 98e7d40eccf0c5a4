// The Project aggregate's state, folded from its stream project-<projectID>.
import { ProjectStatus, type EventOf, type ProjectDue, type ProjectEvents, type ProjectLink } from '@wb/contracts';

export type ProjectEvent = EventOf<typeof ProjectEvents>;

export interface ProjectState {
  readonly projectID: string;
  readonly name: string;
  readonly status: ProjectStatus;
  readonly owners: readonly number[];
  readonly members: readonly number[];
  readonly subscribers: readonly number[];
  readonly groups: readonly string[];
  /** The contents page's settings (contents.ts). */
  readonly links: readonly ProjectLink[];
  readonly due: ProjectDue;
  readonly thumbnail: string | null;
}

/** null until ProjectCreated. */
export type Project = ProjectState | null;

export const initialState: Project = null;

const NO_DUE: ProjectDue = { date: null, completedOn: null };

const withItem = <T>(list: readonly T[], item: T): readonly T[] => (list.includes(item) ? list : [...list, item]);
const withoutItem = <T>(list: readonly T[], item: T): readonly T[] => list.filter((x) => x !== item);

export const evolve = (state: Project, event: ProjectEvent): Project => {
  if (event.type === 'ProjectCreated') {
    // The creator is the owner, a member and subscribed.
    const owner = event.data.ownerUserID;
    return {
      projectID: event.data.projectID,
      name: event.data.name,
      status: ProjectStatus.Active,
      owners: [owner],
      members: [owner],
      subscribers: [owner],
      groups: event.data.groups,
      links: [],
      due: NO_DUE,
      thumbnail: null,
    };
  }
  if (state === null) return state;
  switch (event.type) {
    case 'ProjectRenamed':
      return { ...state, name: event.data.name };
    case 'ProjectArchived':
      return { ...state, status: ProjectStatus.Archived };
    case 'ProjectDeleted':
      return { ...state, status: ProjectStatus.Deleted };
    case 'ProjectRevived':
      return { ...state, status: ProjectStatus.Active };
    case 'ProjectAccessed':
      return state;
    case 'ProjectMemberJoined':
      return { ...state, members: withItem(state.members, event.data.userID) };
    case 'ProjectSubscribed':
      return { ...state, subscribers: withItem(state.subscribers, event.data.userID) };
    case 'ProjectUnsubscribed':
      return { ...state, subscribers: withoutItem(state.subscribers, event.data.userID) };
    case 'ProjectAddedToFolder':
      return { ...state, groups: withItem(state.groups, event.data.projectGroupID) };
    case 'ProjectRemovedFromFolder':
      return { ...state, groups: withoutItem(state.groups, event.data.projectGroupID) };
    case 'ProjectLinkAdded':
      return { ...state, links: [...state.links, event.data.link] };
    case 'ProjectLinkRemoved':
      return { ...state, links: state.links.filter((l) => l.url !== event.data.url) };
    case 'ProjectDueDateSet':
      return { ...state, due: { date: event.data.dueDate, completedOn: null } };
    case 'ProjectDueDateCleared':
      return { ...state, due: NO_DUE };
    case 'ProjectDueDateCompleted':
      return { ...state, due: { ...state.due, completedOn: event.data.completedOn } };
    case 'ProjectThumbnailChanged':
      return { ...state, thumbnail: event.data.thumbnail };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
