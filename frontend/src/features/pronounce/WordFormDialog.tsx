// Add or edit a word: word and audio required, errors shown under their fields (spec 001 sections 2
// and 5), the phonetics hint under its field.
import type { FormEvent } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { Messages, PHONETICS_MAX_LENGTH, WORD_MAX_LENGTH } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AudioField } from './AudioField';
import { phoneticsTyped, selectWordForm, wordFormClosed, wordSaveRequested, wordTyped } from './pronounceSlice';

export function WordFormDialog() {
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectWordForm);
  const adding = form.wordID === null;
  const audioBusy = form.audio.status === 'uploading' || form.audio.status === 'recording';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.pending) dispatch(wordSaveRequested());
  };

  return (
    <Modal opened={form.open} onClose={() => dispatch(wordFormClosed())} title={adding ? 'Add word' : 'Edit word'} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Word"
            required
            withAsterisk
            data-autofocus
            value={form.word}
            maxLength={WORD_MAX_LENGTH}
            error={form.errors.word}
            onChange={(e) => dispatch(wordTyped(e.currentTarget.value))}
          />
          <TextInput
            label="Phonetics"
            description={Messages.phoneticsHint}
            placeholder="e.g. pro-NUN-see-AY-shun"
            value={form.phonetics}
            maxLength={PHONETICS_MAX_LENGTH}
            error={form.errors.phonetics}
            onChange={(e) => dispatch(phoneticsTyped(e.currentTarget.value))}
          />
          <AudioField />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => dispatch(wordFormClosed())}>
              Cancel
            </Button>
            <Button type="submit" loading={form.pending} disabled={audioBusy}>
              {adding ? 'Add word' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
