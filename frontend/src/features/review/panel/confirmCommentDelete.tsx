// Deleting a comment asks first, and says that its replies go with it (spec 002 section 3). The spec
// quotes no message for it: ours (docs/decisions/reviewPanel.md).
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

export const confirmCommentDelete = (replies: number, onConfirm: () => void) =>
  modals.openConfirmModal({
    title: 'Delete comment',
    children: <Text size="sm">{replies > 0 ? `Delete this comment and its ${replies === 1 ? 'reply' : `${replies} replies`}?` : 'Delete this comment?'}</Text>,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    // red-9: white on the default red is 3.3:1.
    confirmProps: { color: 'red.9', 'data-autofocus': true },
    onConfirm,
  });
