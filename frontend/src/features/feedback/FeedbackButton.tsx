import { ActionIcon, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { useAppDispatch } from '../../app/hooks';
import { FeedbackDialog } from './FeedbackDialog';
import { feedbackDialogOpened } from './feedbackSlice';

/** The header's feedback button: opens the feedback dialog with a fresh form. */
export function FeedbackButton() {
  const dispatch = useAppDispatch();
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Tooltip label="Send feedback">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label="Send feedback"
          onClick={() => {
            dispatch(feedbackDialogOpened());
            dialog.open();
          }}
        >
          <IconMessageCircle size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <FeedbackDialog opened={opened} onClose={dialog.close} />
    </>
  );
}
