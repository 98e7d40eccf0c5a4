// Export: credits.png drawn by the server from the credits exporter page, offered to open and to
// download; any failure says the spec's words (section 8).
import { Alert, Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconDownload, IconPhoto } from '@tabler/icons-react';
import { Messages } from '@wb/contracts';
import type { ExportState } from './creditsSlice';

export function ExportBlock({ state, onExport }: { state: ExportState; onExport(): void }) {
  return (
    <Stack gap="xs" aria-label="Export">
      <Title order={3} size="h5">
        Export
      </Title>
      <Group gap="xs">
        <Button leftSection={<IconPhoto size={16} aria-hidden />} loading={state.status === 'running'} onClick={onExport}>
          Export credits.png
        </Button>
        {state.status === 'done' && (
          <>
            <Anchor href={state.src} target="_blank" rel="noopener">
              Open credits.png
            </Anchor>
            <Anchor href={`${state.src}?download=1`} download="credits.png">
              <IconDownload size={14} aria-hidden /> Download
            </Anchor>
          </>
        )}
      </Group>
      {state.status === 'failed' && (
        <Alert color="red" variant="light" role="alert">
          {Messages.creditsExportFailed}
        </Alert>
      )}
    </Stack>
  );
}
