import { useState } from 'react';
import { Anchor, Button, Group, Modal, SegmentedControl, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { FeedbackSettings, Messages } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { feedbackSendRequested, selectFeedbackSending, selectFeedbackSent, type FeedbackDraft } from './feedbackSlice';

const types: { value: FeedbackDraft['type']; label: string }[] = [
  { value: 'feedback', label: 'Feedback' },
  { value: 'featureRequest', label: 'Idea' },
  { value: 'bugReport', label: 'Problem' },
];

function Thanks({ onClose }: { onClose: () => void }) {
  return (
    <Stack align="center" ta="center" py="md" gap="sm">
      <ThemeIcon size={56} radius="xl" variant="light" color="teal">
        <IconConfetti size={30} aria-hidden />
      </ThemeIcon>
      <Title order={3} role="status">
        {Messages.feedbackThanks}
      </Title>
      <Text c="dimmed">{Messages.feedbackReplyPromise}</Text>
      <Button onClick={onClose}>Close</Button>
    </Stack>
  );
}

function FeedbackForm() {
  const dispatch = useAppDispatch();
  const sending = useAppSelector(selectFeedbackSending);
  const [type, setType] = useState<FeedbackDraft['type']>('feedback');
  const [text, setText] = useState('');
  const trimmed = text.trim();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (trimmed) dispatch(feedbackSendRequested({ type, text: trimmed }));
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Have an idea? Use the{' '}
          <Anchor href={FeedbackSettings.featureRequestUrl} target="_blank" rel="noopener noreferrer">
            feature request form
          </Anchor>
          . Found a problem? Use the{' '}
          <Anchor href={FeedbackSettings.bugReportUrl} target="_blank" rel="noopener noreferrer">
            bug report form
          </Anchor>
          . Or write to us here.
        </Text>
        <Text size="sm" c="dimmed">
          {Messages.feedbackReplyPromise}
        </Text>
        <SegmentedControl aria-label="Kind of feedback" value={type} data={types} onChange={(v) => setType(v as FeedbackDraft['type'])} />
        <Textarea
          label="Your feedback"
          placeholder="Tell us what works and what does not"
          autosize
          minRows={4}
          maxRows={10}
          maxLength={FeedbackSettings.textMax}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={!trimmed} loading={sending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The feedback dialog (spec 000 section 1): the external forms, the reply promise, a text form, then the thanks. */
export function FeedbackDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const sent = useAppSelector(selectFeedbackSent);
  return (
    <Modal opened={opened} onClose={onClose} title="Send feedback" size="lg" closeButtonProps={{ 'aria-label': 'Close the feedback dialog' }}>
      {sent ? <Thanks onClose={onClose} /> : <FeedbackForm />}
    </Modal>
  );
}
