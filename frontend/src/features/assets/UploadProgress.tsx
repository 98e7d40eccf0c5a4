import { CloseButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUploads, uploadsDismissed, type UploadRow } from './assetsSlice';

const statusText = { uploading: 'Uploading', saving: 'Saving', done: 'Finished', failed: 'Failed' } as const;

/** Uploading (progress shown), then finished (spec 001 section 4): the uploads of this kit and purpose. */
export function UploadProgress({ purpose, kitID }: { purpose: UploadRow['purpose']; kitID: string }) {
  const dispatch = useAppDispatch();
  const uploads = useAppSelector(selectUploads).filter((u) => u.purpose === purpose && u.kitID === kitID);
  if (uploads.length === 0) return null;
  const busy = uploads.some((u) => u.status === 'uploading' || u.status === 'saving');
  return (
    <Paper withBorder p="xs" radius="md" aria-label="Uploads" role="region">
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={600}>
          Uploads
        </Text>
        {!busy && <CloseButton size="sm" aria-label="Dismiss the finished uploads" onClick={() => dispatch(uploadsDismissed())} />}
      </Group>
      <Stack gap={6}>
        {uploads.map((u) => (
          <div key={u.id} data-upload={u.name} data-upload-status={u.status}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="xs" truncate>
                {u.name}
              </Text>
              <Text size="xs" c={u.status === 'failed' ? 'red.8' : 'gray.7'}>
                {statusText[u.status]} {u.status === 'uploading' ? `${u.progress}%` : ''}
              </Text>
            </Group>
            <Progress
              value={u.progress}
              color={u.status === 'failed' ? 'red' : u.status === 'done' ? 'teal' : 'indigo'}
              size="sm"
              aria-label={`Upload of ${u.name}`}
              animated={u.status === 'uploading'}
            />
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
