// The SceneLabel aggregate's state, folded from its stream scenelabel-<labelID>.
import type { EventOf, LabelColor, SceneLabelEvents } from '@wb/contracts';

export type SceneLabelEvent = EventOf<typeof SceneLabelEvents>;

export interface SceneLabelState {
  readonly labelID: string;
  readonly name: string;
  readonly color: LabelColor;
}

/** null until SceneLabelCreated. */
export type SceneLabel = SceneLabelState | null;

export const initialState: SceneLabel = null;

export const evolve = (state: SceneLabel, event: SceneLabelEvent): SceneLabel => {
  if (event.type === 'SceneLabelCreated') return { labelID: event.data.labelID, name: event.data.name, color: event.data.color };
  if (state === null) return state;
  switch (event.type) {
    case 'SceneLabelRenamed':
      return { ...state, name: event.data.name };
    case 'SceneLabelRecoloured':
      return { ...state, color: event.data.color };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
