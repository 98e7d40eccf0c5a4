// The commands the contents page sends, as plain data in an action: the call's name under /project/
// and its input, typed from the registry.
import { Calls, type CallInput, type ReadModelName } from '@wb/contracts';

const CONTENTS_CALLS = {
  updateName: ['projectList'],
  updateStatus: ['projectList'],
  addLink: ['projectList'],
  removeLink: ['projectList'],
  addDueDate: ['projectList'],
  dueDateComplete: ['projectList'],
  updateThumbnail: ['projectList'],
  addCreditEntry: ['credits'],
  removeCreditEntry: ['credits'],
} as const satisfies Record<string, readonly ReadModelName[]>;

type ContentsCallName = keyof typeof CONTENTS_CALLS;

export type ContentsCommand = { [K in ContentsCallName]: { readonly call: K; readonly input: CallInput<(typeof Calls.project)[K]> } }[ContentsCallName];

/** The read models a command changes: refreshed at once for the sender. */
export const readModelsOf = (command: ContentsCommand): readonly ReadModelName[] => CONTENTS_CALLS[command.call];

export const callOf = (command: ContentsCommand) => Calls.project[command.call];
