// A Layers panel section's upload box (spec 002 "File review screens"): click or press to choose files,
// or drop them; the files of the section's types go to the upload saga, which shows their progress here.
import { CloseButton, Group, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { stashFiles } from '../assets/fileStash';
import { finishedUploadsDismissed, reviewFilesChosen, selectFileUploads } from './projectFilesSlice';
import { acceptOf, SECTIONS, type FileSection } from './reviewTypes';

const statusText = { uploading: 'Uploading', saving: 'Saving', done: 'Finished', failed: 'Failed' } as const;

function SectionUploads({ projectID, section }: { projectID: string; section: FileSection }) {
  const dispatch = useAppDispatch();
  const uploads = useAppSelector(selectFileUploads).filter((u) => u.projectID === projectID && u.section === section);
  if (uploads.length === 0) return null;
  const busy = uploads.some((u) => u.status === 'uploading' || u.status === 'saving');
  return (
    <Stack gap={4} role="status" aria-label="Uploads">
      {uploads.map((u) => (
        <div key={u.id} data-upload={u.name} data-upload-status={u.status}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="xs" truncate>
              {u.name}
            </Text>
            <Text size="xs" c={u.status === 'failed' ? 'red.8' : 'gray.7'} style={{ whiteSpace: 'nowrap' }}>
              {statusText[u.status]}
              {u.status === 'uploading' ? ` ${u.progress}%` : ''}
            </Text>
          </Group>
          <Progress value={u.progress} size="sm" color={u.status === 'failed' ? 'red' : u.status === 'done' ? 'teal' : 'indigo'} aria-label={`Upload of ${u.name}`} />
        </div>
      ))}
      {!busy && (
        <Group justify="flex-end">
          <CloseButton size="sm" aria-label="Dismiss the finished uploads" onClick={() => dispatch(finishedUploadsDismissed({ projectID, section }))} />
        </Group>
      )}
    </Stack>
  );
}

export function UploadBox({ projectID, section }: { projectID: string; section: FileSection }) {
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const title = SECTIONS.find((s) => s.section === section)?.title ?? section;
  const send = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    dispatch(reviewFilesChosen({ projectID, section, filesToken: stashFiles([...files]) }));
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    send(e.dataTransfer.files);
  };
  return (
    <Stack gap={6}>
      <UnstyledButton
        onClick={() => input.current?.click()}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-upload-box={section}
        p="xs"
        style={{
          border: `1px dashed var(--mantine-color-${over ? 'indigo-6' : 'gray-5'})`,
          borderRadius: 8,
          background: over ? 'var(--mantine-color-indigo-0)' : 'transparent',
          textAlign: 'center',
        }}
      >
        <Group gap={6} justify="center" wrap="nowrap">
          <IconUpload size={16} aria-hidden />
          <Text size="xs" c="gray.8">
            Upload {title} ({acceptOf(section).replaceAll('.', '').replaceAll(',', ', ')})
          </Text>
        </Group>
      </UnstyledButton>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={acceptOf(section)}
        data-upload-input={section}
        onChange={(e) => {
          send(e.currentTarget.files);
          e.currentTarget.value = '';
        }}
      />
      <SectionUploads projectID={projectID} section={section} />
    </Stack>
  );
}
