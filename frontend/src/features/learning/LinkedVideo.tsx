import { Anchor, Badge, Button, Group, Image, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconExternalLink, IconPencil, IconUnlink } from '@tabler/icons-react';
import { LEARN_MEDIA_STATUS_LABEL, Messages, type LearnMedia, type LearnNode } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectLearning, unlinkRequested } from './learningSlice';

// Filled dark colours and a grey draft: the words keep their contrast (axe) at a badge's small size.
const STATUS_BADGE = { 0: { variant: 'light', color: 'gray', c: 'dark.7' }, 1: { variant: 'filled', color: 'teal.9', c: 'white' }, 2: { variant: 'filled', color: 'violet.9', c: 'white' } } as const;

/** The video's ids on the site, by the names the site gives them (spec 002 section 3: v, s3, $$ or $). */
const ID_LABELS: readonly [keyof LearnMedia['data'], string][] = [
  ['v', 'Video id (v)'],
  ['s3', 'Stored file (s3)'],
  ['$$', 'Prime id ($$)'],
  ['$', 'Published id ($)'],
];

/**
 * The linked video as the site shows it now (spec 002 section 2): thumbnail, title, address, media
 * status and video ids, and for editors Edit (the site's page, in a new tab) and Unlink after a confirmation.
 */
export function LinkedVideo({ projectID, learn, media, canEdit }: { projectID: string; learn: LearnNode; media: LearnMedia; canEdit: boolean }) {
  const dispatch = useAppDispatch();
  const { busy } = useAppSelector(selectLearning);
  const ids = ID_LABELS.filter(([key]) => media.data[key] !== undefined);
  const confirmUnlink = () =>
    modals.openConfirmModal({
      title: 'Remove the learning-site link',
      children: <Text size="sm">{Messages.learningUnlinkConfirm}</Text>,
      labels: { confirm: 'Unlink', cancel: 'Cancel' },
      confirmProps: { color: 'red.9', 'data-autofocus': true },
      onConfirm: () => dispatch(unlinkRequested({ projectID })),
    });
  return (
    <Group align="flex-start" gap="md" wrap="wrap" data-testid="linked-video">
      {learn.thumbnail !== null && <Image src={learn.thumbnail} alt={`Thumbnail of ${learn.name}`} w={200} h={112} radius="sm" fit="cover" />}
      <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
        <Group gap="xs" wrap="wrap">
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {learn.name}
          </Text>
          <Badge {...STATUS_BADGE[media.status]} data-testid="media-status">
            {LEARN_MEDIA_STATUS_LABEL[media.status]}
          </Badge>
        </Group>
        <Anchor href={learn.url} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {learn.url} <IconExternalLink size={14} aria-label="opens the learning site in a new tab" />
        </Anchor>
        {ids.length > 0 && (
          <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing="xs" fz="sm" style={{ width: 'auto', alignSelf: 'flex-start' }} aria-label="Video ids">
            <Table.Tbody>
              {ids.map(([key, label]) => (
                <Table.Tr key={key}>
                  <Table.Th scope="row" fw={500} c="dimmed">
                    {label}
                  </Table.Th>
                  <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {media.data[key]}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {canEdit && (
          <Group gap="sm" mt={4}>
            <Button component="a" href={learn.editUrl} target="_blank" rel="noopener noreferrer" variant="light" leftSection={<IconPencil size={16} aria-hidden />}>
              Edit
            </Button>
            <Button variant="filled" color="red.9" onClick={confirmUnlink} loading={busy === 'unlink'} leftSection={<IconUnlink size={16} aria-hidden />}>
              Unlink
            </Button>
          </Group>
        )}
      </Stack>
    </Group>
  );
}
