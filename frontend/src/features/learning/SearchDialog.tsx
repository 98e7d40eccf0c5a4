import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { LearningLimits } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLearnSearchQuery } from './learningApi';
import { linkRequested, refusalDismissed, selectLearning } from './learningSlice';

/** The hits of the text typed, asked 750 ms after the last key (spec 002 section 9), up to 100. */
function Hits({ projectID, text }: { projectID: string; text: string }) {
  const dispatch = useAppDispatch();
  const { busy } = useAppSelector(selectLearning);
  const [chosen, setChosen] = useState<string | null>(null);
  const search = useLearnSearchQuery({ text, limit: LearningLimits.maxSearchResults }, { skip: text === '' });
  if (text === '') return <Text c="dimmed">Type the name of a video on the learning site.</Text>;
  if (search.isFetching) return <Loader size="sm" role="status" aria-label="Searching the learning site" />;
  if (search.error)
    return (
      <Alert color="orange" variant="light" title="The learning site did not answer">
        {search.error.message}
      </Alert>
    );
  const hits = search.data?.data ?? [];
  if (hits.length === 0) return <Text c="dimmed">No videos found for “{text}”.</Text>;
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Videos found">
      {hits.map((hit) => (
        <Group key={hit.id} component="li" justify="space-between" wrap="nowrap" gap="sm" py={4} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {hit.name}
          </Text>
          <Button
            size="compact-sm"
            variant="light"
            aria-label={`Link ${hit.name}`}
            loading={busy === 'link' && chosen === hit.id}
            onClick={() => {
              setChosen(hit.id);
              dispatch(linkRequested({ projectID, nodeID: hit.id }));
            }}
          >
            Link
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The search dialog of the Link button: the site's videos by name, each with Link; a video another
 * project holds is refused with the spec's warning and a link to that project (spec 002 sections 2 and 8).
 */
export function SearchDialog({ projectID, opened, onClose }: { projectID: string; opened: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { refusal, linkedProjectID } = useAppSelector(selectLearning);
  const [typed, setTyped] = useState('');
  const [text] = useDebouncedValue(typed.trim(), LearningLimits.searchDebounceMs);
  const shownRefusal = refusal?.projectID === projectID ? refusal : null;
  // A link made closes the dialog: the screen then shows the linked video.
  useEffect(() => {
    if (opened && linkedProjectID === projectID) onClose();
  }, [opened, linkedProjectID, projectID, onClose]);
  const close = () => {
    dispatch(refusalDismissed());
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Link a video of the learning site" size="lg">
      <Stack gap="sm">
        <TextInput
          label="Video name"
          placeholder="Search the learning site"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          maxLength={200}
          data-autofocus
        />
        {shownRefusal && (
          <Alert color="red" variant="light" role="alert" data-testid="video-linked-elsewhere">
            {shownRefusal.message}:{' '}
            <Anchor href={`#/project/${encodeURIComponent(shownRefusal.holder.projectID)}/learning`} c="red.9" fw={600} underline="always" onClick={close}>
              {shownRefusal.holder.name}
            </Anchor>
          </Alert>
        )}
        <ScrollArea.Autosize mah={420} type="auto">
          <Hits projectID={projectID} text={text} />
        </ScrollArea.Autosize>
      </Stack>
    </Modal>
  );
}
