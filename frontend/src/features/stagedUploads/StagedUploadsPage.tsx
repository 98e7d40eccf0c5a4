// /assets/uploads: collect files, give each its projects, kits (with folder) and tags, then publish
// them in one run (spec 001 sections 2, 4 and 5, Staged uploads). The list lives in browser storage.
import { Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconCloudUpload, IconSend } from '@tabler/icons-react';
import '@mantine/dropzone/styles.css';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { HoldUpDialog, PublishDialog } from './PublishDialogs';
import { StagedFileCard } from './StagedFileCard';
import { shelveDropped } from './stagedEnv';
import { STAGED_UPLOADS_HASH } from './stagedUploadsPath';
import { typeOfName } from './stagedModel';
import { selectHasUnsavedUploads, selectPublish, selectStagedFiles, selectStagedRestored, stagedUploadsActions as A } from './stagedSlice';
import { useLeaveGuard } from './useLeaveGuard';

export function StagedUploadsPage() {
  const dispatch = useAppDispatch();
  const files = useAppSelector(selectStagedFiles);
  const publish = useAppSelector(selectPublish);
  const restored = useAppSelector(selectStagedRestored);
  const unsaved = useAppSelector(selectHasUnsavedUploads);
  useLeaveGuard(unsaved && !publish.finished, STAGED_UPLOADS_HASH);
  const locked = publish.running || publish.finished;

  const onDrop = (dropped: File[]) => {
    const shelved = shelveDropped(dropped);
    dispatch(A.filesDropped(shelved.map(({ stagedID, file }) => ({ stagedID, name: file.name, type: typeOfName(file.name), size: file.size }))));
  };
  const discardAll = () => {
    if (window.confirm(`Discard ${files.length === 1 ? 'this staged file' : `these ${files.length} staged files`}? They will not be published.`)) {
      for (const f of files) dispatch(A.fileRemoved(f.stagedID));
    }
  };

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={1}>Staged uploads</Title>
            <Text c="dimmed" size="sm">
              Upload files here, give each its projects, kits and tags, then publish them all at once.
            </Text>
          </Stack>
          <Group>
            {files.length > 0 && (
              <Button variant="subtle" color="red" onClick={discardAll} disabled={locked}>
                Discard all
              </Button>
            )}
            <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => dispatch(A.publishRequested())} disabled={files.length === 0 || locked}>
              Publish
            </Button>
          </Group>
        </Group>
        <Dropzone onDrop={onDrop} multiple disabled={locked} aria-label="Drop files here or choose files to stage" inputProps={{ 'aria-label': 'Choose files to stage' }} radius="md">
          <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }}>
            <IconCloudUpload size={40} aria-hidden />
            <Stack gap={2}>
              <Text fw={600}>Drop files here, or click to choose files</Text>
              <Text size="sm" c="dimmed">
                Each file uploads at once and waits here until you publish.
              </Text>
            </Stack>
          </Group>
        </Dropzone>
        {!restored && (
          <Group>
            <Loader size="sm" aria-hidden />
            <Text size="sm">Loading</Text>
          </Group>
        )}
        {restored && files.length === 0 && <Text c="dimmed">No staged files. Drop some above to begin.</Text>}
        {files.length > 0 && (
          <Stack component="ul" gap="md" aria-label="Staged files" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {files.map((file) => (
              <StagedFileCard key={file.stagedID} file={file} locked={locked} needsKit={publish.holdUp && file.kits.length === 0} />
            ))}
          </Stack>
        )}
      </Stack>
      <HoldUpDialog />
      <PublishDialog />
    </Container>
  );
}
