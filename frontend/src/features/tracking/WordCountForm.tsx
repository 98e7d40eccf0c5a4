import { useEffect, useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { wordCountOf } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectTracking, wordCountSaveRequested } from './trackingSlice';

/** The word count (spec 000 section 5: parsed as an integer, empty if not numeric; Save needs a non-zero value). */
export function WordCountForm({ projectID, wordCount }: { projectID: string; wordCount: number | null }) {
  const dispatch = useAppDispatch();
  const { savingWordCount } = useAppSelector(selectTracking);
  const [text, setText] = useState(wordCount === null ? '' : String(wordCount));
  useEffect(() => setText(wordCount === null ? '' : String(wordCount)), [wordCount]);
  const value = text === '' ? null : wordCountOf(text);
  const canSave = value !== null && value > 0 && value !== wordCount;
  return (
    <form
      aria-label="Word count"
      onSubmit={(e) => {
        e.preventDefault();
        if (canSave) dispatch(wordCountSaveRequested({ projectID, wordCount: value }));
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Word count"
          inputMode="numeric"
          value={text}
          onChange={(e) => {
            const n = wordCountOf(e.currentTarget.value);
            setText(n === null ? '' : String(n));
          }}
          w={140}
        />
        <Button type="submit" disabled={!canSave} loading={savingWordCount}>
          Save
        </Button>
      </Group>
    </form>
  );
}
