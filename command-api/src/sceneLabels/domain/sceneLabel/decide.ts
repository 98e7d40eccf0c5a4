// Scene label rules (spec 001 sections 3 and 5): a name and one of the six colours; names are unique
// ignoring case (ours: two labels of one name could be told apart on a scene only by colour).
import { Messages, uniqueNameKey, type LabelColor } from '@wb/contracts';
import type { Decision } from '../../../shared/domain/decider';
import { domainError, type DomainError } from '../../../shared/domain/domainError';
import type { SceneLabel, SceneLabelEvent, SceneLabelState } from './state';

export type SceneLabelCommand =
  /** nameHolder: the label that holds the name now, if any (from the reservation). */
  { type: 'CreateSceneLabel'; labelID: string; name: string; color: LabelColor; nameHolder: SceneLabel } | { type: 'UpdateSceneLabel'; name: string; color: LabelColor; nameHolder: SceneLabel };

export const labelNotFound = (): DomainError => domainError('notFound', Messages.labelNotFound);
const nameTaken = (holder: SceneLabelState): DomainError => domainError('labelNameTaken', Messages.labelExists, { fields: { name: Messages.labelExists }, details: { labelID: holder.labelID } });

const create = (command: Extract<SceneLabelCommand, { type: 'CreateSceneLabel' }>, state: SceneLabel): Decision<SceneLabelEvent> => {
  // A holder that is this very label is a concurrent try of the same idempotent create.
  if (command.nameHolder !== null && command.nameHolder.labelID !== command.labelID) return nameTaken(command.nameHolder);
  if (state !== null) return [];
  return [{ type: 'SceneLabelCreated', data: { labelID: command.labelID, name: command.name, color: command.color } }];
};

const update = (command: Extract<SceneLabelCommand, { type: 'UpdateSceneLabel' }>, state: SceneLabel): Decision<SceneLabelEvent> => {
  if (state === null) return labelNotFound();
  const holder = command.nameHolder;
  if (uniqueNameKey(command.name) !== uniqueNameKey(state.name) && holder !== null && holder.labelID !== state.labelID) return nameTaken(holder);
  const events: SceneLabelEvent[] = [];
  if (command.name !== state.name) events.push({ type: 'SceneLabelRenamed', data: { labelID: state.labelID, name: command.name, previousName: state.name } });
  if (command.color !== state.color) events.push({ type: 'SceneLabelRecoloured', data: { labelID: state.labelID, color: command.color } });
  return events;
};

export const decide = (command: SceneLabelCommand, state: SceneLabel): Decision<SceneLabelEvent> => {
  switch (command.type) {
    case 'CreateSceneLabel':
      return create(command, state);
    case 'UpdateSceneLabel':
      return update(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
