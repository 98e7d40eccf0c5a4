// Deleting scenes asks first, in the spec's words (singular for one scene); the confirm button takes
// the focus so Enter confirms and Escape cancels.
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Messages } from '@wb/contracts';
import { deleteQuestion } from './selection';

export const confirmSceneDelete = (count: number, onConfirm: () => void) =>
  modals.openConfirmModal({
    title: count === 1 ? 'Delete scene' : `Delete ${count} scenes`,
    children: <Text size="sm">{deleteQuestion(count, { one: Messages.confirmDeleteScene, many: Messages.confirmDeleteScenes })}</Text>,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    // red-9: white on the default red is 3.3:1.
    confirmProps: { color: 'red.9', 'data-autofocus': true },
    onConfirm,
  });
