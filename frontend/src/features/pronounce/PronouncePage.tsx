// /pronounce: the shared pronunciation guide (spec 001 section 2). Everyone reads it and adds words;
// a word's edit and delete controls show only to its creator (the server refuses anyone else too).
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Messages } from '@wb/contracts';
import { useAppDispatch } from '../../app/hooks';
import { usePronunciationWordsQuery, WHOLE_GUIDE } from './pronounceApi';
import { addWordOpened } from './pronounceSlice';
import { WordFormDialog } from './WordFormDialog';
import { WordTable } from './WordTable';

export function PronouncePage() {
  const dispatch = useAppDispatch();
  const { data, isLoading, error } = usePronunciationWordsQuery(WHOLE_GUIDE);
  const [filter, setFilter] = useState('');
  const words = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const all = data?.words ?? [];
    return needle === '' ? all : all.filter((w) => w.word.toLowerCase().includes(needle) || w.data.phonetics.toLowerCase().includes(needle));
  }, [data, filter]);

  return (
    <Box component="section" p={{ base: 'md', sm: 'lg' }} aria-labelledby="pronounce-title">
      <Stack gap="md" maw={1100} mx="auto">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} size="h2" id="pronounce-title">
              Pronunciation guide
            </Title>
            <Text c="dimmed" size="sm">
              How to say the names and terms in our videos. Phonetics: {Messages.phoneticsHint.toLowerCase()}
            </Text>
          </div>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => dispatch(addWordOpened())}>
            Add word
          </Button>
        </Group>
        <TextInput
          label="Search words"
          placeholder="Type part of a word or its phonetics"
          value={filter}
          maw={360}
          leftSection={<IconSearch size={16} aria-hidden />}
          onChange={(e) => setFilter(e.currentTarget.value)}
        />
        {isLoading && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text>Loading</Text>
          </Group>
        )}
        {error && (
          <Alert color="red" role="alert">
            The guide could not be loaded. Try again in a moment.
          </Alert>
        )}
        {data && data.words.length === 0 && (
          <Text c="dimmed" role="status">
            No words yet. Add the first one with its pronunciation.
          </Text>
        )}
        {data && data.words.length > 0 && words.length === 0 && (
          <Text c="dimmed" role="status">
            No results found
          </Text>
        )}
        {words.length > 0 && <WordTable words={words} />}
      </Stack>
      <WordFormDialog />
    </Box>
  );
}
