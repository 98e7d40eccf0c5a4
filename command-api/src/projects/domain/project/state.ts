// The Project aggregate's state, folded from its stream project-<projectID>.
import { ProjectStatus, type EventOf, type ProjectEvents } from '@wb/contracts';

export type ProjectEvent = EventOf<typeof ProjectEvents>;

export interface ProjectState {
  readonly projectID: string;
  readonly name: string;
  readonly status: ProjectStatus;
  readonly owners: readonly number[];
  readonly members: readonly number[];
  readonly subscribers: readonly number[];
  readonly groups: readonly string[];
}

/** null until ProjectCreated. */
export type Project = ProjectState | null;

export const initialState: Project = null;

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
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
