// One event of a history: what happened in plain words, who and when (how long ago, and the exact time
// on the same line), the kind of change, the fields before and after behind a toggle, and for an
// entity of a project the way to the whole project as it was right after this event.
import { Anchor, Badge, Box, Collapse, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconClockHour4 } from '@tabler/icons-react';
import type { HistoryEntry } from '@wb/contracts';
import { useId, useState } from 'react';
import { ChangesTable } from './ChangesTable';
import { exactWhen, relativeWhen } from './entryText';
import { asOfPath } from '../projectAsOf/asOfPath';

function Changes({ entry }: { entry: HistoryEntry }) {
  const [open, setOpen] = useState(false);
  const panelID = useId();
  const count = entry.changes.length;
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <Box>
      <UnstyledButton aria-expanded={open} aria-controls={panelID} onClick={() => setOpen((o) => !o)} fz="sm" c="indigo.8" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        <Chevron size={14} aria-hidden />
        {open ? 'Hide' : 'Show'} {count} changed field{count === 1 ? '' : 's'}
      </UnstyledButton>
      <Collapse expanded={open} id={panelID}>
        <Box pt={6}>
          <ChangesTable changes={entry.changes} label={`Fields changed at ${exactWhen(entry.at)}`} />
        </Box>
      </Collapse>
    </Box>
  );
}

/**
 * `first`: the list's first entry, with no rule above it (the frame is its border). `showStream`: the
 * audit trail names the stream each event is of, since its entries are of many entities.
 */
export function HistoryEntryItem({ entry, now, first, showStream }: { entry: HistoryEntry; now: number; first: boolean; showStream: boolean }) {
  return (
    <Box component="li" py="sm" px={{ base: 'xs', sm: 'md' }} style={first ? undefined : { borderTop: '1px solid var(--mantine-color-gray-2)' }} data-history-entry={entry.position}>
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Text fw={500} style={{ overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 16rem' }}>
            {entry.summary}
          </Text>
          <Badge variant="outline" color="gray.7" radius="sm" tt="none" style={{ flex: 'none' }}>
            {entry.kind}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7">
          {entry.actorName ?? (entry.actorID === null ? 'The system' : `User ${entry.actorID}`)} ·{' '}
          <time dateTime={entry.at} title={exactWhen(entry.at)}>
            {relativeWhen(entry.at, now)}
          </time>{' '}
          ({exactWhen(entry.at)}){showStream && ` · ${entry.streamId}`}
        </Text>
        {entry.changes.length > 0 && <Changes entry={entry} />}
        {entry.projectID !== null && (
          <Anchor href={`#${asOfPath(entry.projectID, { position: entry.position })}`} size="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}>
            <IconClockHour4 size={14} aria-hidden />
            See the project as it was then
          </Anchor>
        )}
      </Stack>
    </Box>
  );
}
