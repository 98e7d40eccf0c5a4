// The word's audio: upload a file (mp3, wav, ogg, webm) or record one in the browser. Its state comes
// from the form (pronounceSlice); choosing, recording and uploading are the saga's.
import { useRef } from 'react';
import { Button, FileButton, Group, Input, Loader, Stack, Text } from '@mantine/core';
import { IconMicrophone, IconPlayerStopFilled, IconTrash, IconUpload } from '@tabler/icons-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AUDIO_ACCEPT } from './audioFile';
import { localUrlOf } from './localBlob';
import { audioFileChosen, audioRemoved, recordingRequested, recordingStopRequested, selectWordForm } from './pronounceSlice';

const FIELD_ID = 'word-audio';

export function AudioField() {
  const dispatch = useAppDispatch();
  const { audio, errors } = useAppSelector(selectWordForm);
  const resetFile = useRef<() => void>(null);
  const busy = audio.status === 'uploading' || audio.status === 'recording';
  // The buttons are the field's controls: a screen reader hears its description, or its error.
  const describedBy = errors.audio ? `${FIELD_ID}-error` : `${FIELD_ID}-description`;

  const choose = (file: File | null) => {
    if (!file) return;
    dispatch(audioFileChosen({ objectUrl: localUrlOf(file), name: file.name }));
    // The same file may be chosen again after an error.
    resetFile.current?.();
  };

  return (
    <Input.Wrapper id={FIELD_ID} label="Audio" required withAsterisk error={errors.audio} description="Upload an mp3, wav or ogg file, or record the word with your microphone.">
      <Stack gap="xs" mt={6}>
        <Group gap="xs">
          <FileButton onChange={choose} accept={AUDIO_ACCEPT} resetRef={resetFile} disabled={busy}>
            {(props) => (
              <Button {...props} aria-describedby={describedBy} variant="default" leftSection={<IconUpload size={16} aria-hidden />}>
                Upload audio file
              </Button>
            )}
          </FileButton>
          {audio.status === 'recording' ? (
            <Button color="red.9" leftSection={<IconPlayerStopFilled size={16} aria-hidden />} onClick={() => dispatch(recordingStopRequested())}>
              Stop recording
            </Button>
          ) : (
            <Button variant="default" aria-describedby={describedBy} leftSection={<IconMicrophone size={16} aria-hidden />} disabled={busy} onClick={() => dispatch(recordingRequested())}>
              Record
            </Button>
          )}
        </Group>
        <div aria-live="polite">
          {audio.status === 'recording' && (
            <Text size="sm" c="red.9" fw={600}>
              Recording… say the word, then press Stop recording.
            </Text>
          )}
          {audio.status === 'uploading' && (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">Uploading {audio.name}</Text>
            </Group>
          )}
          {audio.status === 'ready' && (
            <Group gap="xs" wrap="nowrap">
              <audio controls src={audio.previewUrl} aria-label={`Audio: ${audio.name}`} style={{ height: 36, flex: 1, minWidth: 0 }} />
              <Button size="compact-sm" variant="subtle" color="red.9" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => dispatch(audioRemoved())}>
                Remove
              </Button>
            </Group>
          )}
        </div>
      </Stack>
    </Input.Wrapper>
  );
}
