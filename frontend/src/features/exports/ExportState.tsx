// An export's state under a scene card or an SVG file row (spec 002, Scenes dashboard and section 8):
// 'Export in progress' with a spinner and the frames rendered so far, 'Error exporting' with why, and
// Download MP4 of the newest completed export.
import type { MouseEvent } from 'react';
import { Anchor, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { Messages } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { exportShown, framesLabel, mp4Name, percentDone, type ExportLike } from './exportShown';
import { downloadRequested, selectDownloading } from './exportsSlice';

/** Keeps a click inside (a scene card opens or toggles on click). */
const keepInside = (e: { stopPropagation(): void }) => e.stopPropagation();

function DownloadLink({ url, name }: { url: string; name: string }) {
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectDownloading).includes(url);
  const fileName = mp4Name(name);
  // A real link (it can be copied or opened in a tab); a plain click fetches it with the download snackbar.
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    keepInside(e);
    e.preventDefault();
    if (!busy) dispatch(downloadRequested({ url, fileName }));
  };
  return (
    <Anchor href={url} download={fileName} size="xs" fw={600} aria-label={`Download MP4 of ${name}`} aria-busy={busy || undefined} onClick={onClick} onKeyDown={keepInside} data-download-mp4={name}>
      <Group gap={4} wrap="nowrap">
        {busy ? <Loader size={12} aria-hidden /> : <IconDownload size={14} aria-hidden />}
        Download MP4
      </Group>
    </Anchor>
  );
}

export function ExportState({ exports, name }: { exports: readonly ExportLike[]; name: string }) {
  const shown = exportShown(exports);
  if (!shown) return null;
  if (shown.kind === 'progress') {
    const frames = framesLabel(shown);
    const percent = percentDone(shown);
    return (
      <Stack gap={4} data-export-state="progress">
        <Group gap={6} wrap="nowrap">
          <Loader size={14} aria-hidden />
          <Text size="xs" c="gray.7" role="status" aria-label={`Export of ${name} in progress${frames ? `: ${frames}` : ''}`}>
            Export in progress{frames ? ` · ${frames}` : ''}
          </Text>
        </Group>
        {percent !== null && <Progress value={percent} size="xs" aria-label={`Export of ${name}`} />}
      </Stack>
    );
  }
  if (shown.kind === 'error') {
    return (
      <Group gap={8} wrap="wrap" data-export-state="error">
        <Group gap={4} wrap="nowrap" c="red.8">
          <IconAlertTriangle size={14} aria-hidden />
          <Text size="xs" fw={600} inherit>
            {Messages.errorExporting}
          </Text>
        </Group>
        {shown.reason !== Messages.errorExporting && (
          <Text size="xs" c="gray.7" w="100%">
            {shown.reason}
          </Text>
        )}
        {shown.downloadUrl && <DownloadLink url={shown.downloadUrl} name={name} />}
      </Group>
    );
  }
  return (
    <Group data-export-state="download">
      <DownloadLink url={shown.url} name={name} />
    </Group>
  );
}
