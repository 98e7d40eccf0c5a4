import { useRef } from 'react';
import { Alert, Button, Group, List, Loader, Modal, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCircleDashed, IconX } from '@tabler/icons-react';
import { Messages } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PublishSteps, type StepStatus } from './stagedModel';
import { selectPublish, stagedUploadsActions as A } from './stagedSlice';

function StepIcon({ status }: { status: StepStatus }) {
  switch (status) {
    case 'in progress':
      return <Loader size={20} aria-hidden />;
    case 'success':
      return (
        <ThemeIcon color="teal" radius="xl" size={22}>
          <IconCheck size={14} aria-hidden />
        </ThemeIcon>
      );
    case 'error':
      return (
        <ThemeIcon color="red" radius="xl" size={22}>
          <IconX size={14} aria-hidden />
        </ThemeIcon>
      );
    default:
      return (
        <ThemeIcon color="gray" variant="light" radius="xl" size={22}>
          <IconCircleDashed size={14} aria-hidden />
        </ThemeIcon>
      );
  }
}

/** The four steps with a status each, while a publish runs, when it finished, or when it failed. */
export function PublishDialog() {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectPublish);
  const opened = current.running || current.finished || current.error !== null;
  // While the dialog fades out the run is already reset: it keeps showing how the run ended.
  const last = useRef(current);
  if (opened) last.current = current;
  const publish = opened ? current : last.current;
  const title = publish.finished ? 'Published' : publish.error !== null ? 'Publishing stopped' : 'Publishing';
  return (
    <Modal
      opened={opened}
      onClose={() => dispatch(A.publishErrorDismissed())}
      title={title}
      centered
      withCloseButton={publish.error !== null}
      closeOnClickOutside={publish.error !== null}
      closeOnEscape={publish.error !== null}
    >
      {publish.error !== null && (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} mb="md" role="alert">
          {publish.error}
        </Alert>
      )}
      <List spacing="sm" listStyleType="none" aria-label="Publish steps">
        {PublishSteps.map((step) => (
          <List.Item key={step} icon={<StepIcon status={publish.steps[step]} />} aria-label={`${step}: ${publish.steps[step]}`}>
            <Text>{step}</Text>
            <Text size="xs" c="dimmed">
              {publish.steps[step]}
            </Text>
          </List.Item>
        ))}
      </List>
      {publish.error !== null && (
        <Group justify="flex-end" mt="md">
          <Button onClick={() => dispatch(A.publishErrorDismissed())}>Close</Button>
        </Group>
      )}
    </Modal>
  );
}

/** 'Hold up!': every file must be in a kit before anything is published. */
export function HoldUpDialog() {
  const dispatch = useAppDispatch();
  const { holdUp } = useAppSelector(selectPublish);
  return (
    <Modal opened={holdUp} onClose={() => dispatch(A.holdUpDismissed())} title={Messages.holdUp} centered>
      <Text>{Messages.everyFileNeedsKit}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={() => dispatch(A.holdUpDismissed())}>OK</Button>
      </Group>
    </Modal>
  );
}
