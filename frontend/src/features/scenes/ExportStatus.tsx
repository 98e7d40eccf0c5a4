// Under a card (spec 002, Scene export states): a spinner while the newest export is in progress,
// otherwise a download of the newest completed one; nothing before any export.
import { Anchor, Group, Loader, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { SceneExport } from '@wb/contracts';
import { keepToSelf } from './SceneLabels';

const IN_PROGRESS = 1;
const COMPLETED = 2;

/** What the card offers: the exports come newest first. */
export const exportShown = (exports: readonly SceneExport[]): { kind: 'progress' } | { kind: 'download'; url: string } | null => {
  const [newest] = exports;
  if (newest?.status === IN_PROGRESS) return { kind: 'progress' };
  const done = exports.find((e) => e.status === COMPLETED && e.data.url);
  return done?.data.url ? { kind: 'download', url: done.data.url } : null;
};

export function ExportStatus({ exports, name }: { exports: readonly SceneExport[]; name: string }) {
  const shown = exportShown(exports);
  if (!shown) return null;
  if (shown.kind === 'progress') {
    return (
      <Group gap={6}>
        <Loader size={14} aria-hidden />
        <Text size="xs" c="dimmed">
          Export in progress
        </Text>
      </Group>
    );
  }
  return (
    <Anchor href={shown.url} download size="xs" aria-label={`Download MP4 of ${name}`} onClick={keepToSelf} onKeyDown={keepToSelf}>
      <Group gap={4} wrap="nowrap">
        <IconDownload size={14} aria-hidden />
        Download MP4
      </Group>
    </Anchor>
  );
}
