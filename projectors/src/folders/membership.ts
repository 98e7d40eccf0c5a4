// Which folders each project is in and whether it counts (active or archived; a deleted project does
// not), so that a folder's row carries its project count without reading the project list's tables.
// Pure: the event-by-event and the set-based paths both fold events through it.
import type { AnyRecordedEvent } from '@wb/contracts';

export interface Membership {
  readonly groups: readonly string[];
  readonly counted: boolean;
}

export interface MembershipChange {
  readonly next: Membership;
  /** Change of each folder's count. */
  readonly deltas: readonly (readonly [string, number])[];
}

export type ProjectFolderEvent = Extract<
  AnyRecordedEvent,
  {
    type: 'ProjectCreated' | 'ProjectAddedToFolder' | 'ProjectRemovedFromFolder' | 'ProjectDeleted' | 'ProjectArchived' | 'ProjectRevived';
  }
>;

export const PROJECT_FOLDER_TYPES = new Set<string>(['ProjectCreated', 'ProjectAddedToFolder', 'ProjectRemovedFromFolder', 'ProjectDeleted', 'ProjectArchived', 'ProjectRevived']);

export const isProjectFolderEvent = (event: AnyRecordedEvent): event is ProjectFolderEvent => PROJECT_FOLDER_TYPES.has(event.type);

const all = (groups: readonly string[], delta: number) => groups.map((g) => [g, delta] as const);

/** The membership after the event; throws (the event is parked) when apply() could not apply it. */
export const evolveMembership = (current: Membership | undefined, event: ProjectFolderEvent): MembershipChange => {
  const { projectID } = event.data;
  if (event.type === 'ProjectCreated') {
    if (current) throw new Error(`Project ${projectID} is already in the read model`);
    const groups = [...new Set(event.data.groups)];
    return { next: { groups, counted: true }, deltas: all(groups, 1) };
  }
  if (!current) throw new Error(`Project ${projectID} is not in the read model`);
  const same = { next: current, deltas: [] };
  switch (event.type) {
    case 'ProjectAddedToFolder': {
      const group = event.data.projectGroupID;
      if (current.groups.includes(group)) return same;
      return { next: { ...current, groups: [...current.groups, group] }, deltas: current.counted ? [[group, 1]] : [] };
    }
    case 'ProjectRemovedFromFolder': {
      const group = event.data.projectGroupID;
      if (!current.groups.includes(group)) return same;
      return { next: { ...current, groups: current.groups.filter((g) => g !== group) }, deltas: current.counted ? [[group, -1]] : [] };
    }
    case 'ProjectDeleted':
      return current.counted ? { next: { ...current, counted: false }, deltas: all(current.groups, -1) } : same;
    case 'ProjectArchived':
    case 'ProjectRevived':
      return current.counted ? same : { next: { ...current, counted: true }, deltas: all(current.groups, 1) };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
