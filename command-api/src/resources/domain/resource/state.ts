// The Resource aggregate's state, folded from its stream resource-<resourceID>.
import { ResourceStatus, type EventOf, type ResourceData, type ResourceEvents } from '@wb/contracts';

export type ResourceEvent = EventOf<typeof ResourceEvents>;

export interface ResourceState {
  readonly resourceID: string;
  readonly name: string;
  readonly status: ResourceStatus;
  readonly data: ResourceData;
}

/** null until ResourceCreated. */
export type Resource = ResourceState | null;

export const initialState: Resource = null;

export const evolve = (state: Resource, event: ResourceEvent): Resource => {
  if (event.type === 'ResourceCreated') {
    return { resourceID: event.data.resourceID, name: event.data.name, status: ResourceStatus.Active, data: event.data.data };
  }
  if (state === null) return state;
  switch (event.type) {
    case 'ResourceUpdated':
      return { ...state, name: event.data.name, data: event.data.data };
    case 'ResourceDeleted':
      return { ...state, status: ResourceStatus.Deleted };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
