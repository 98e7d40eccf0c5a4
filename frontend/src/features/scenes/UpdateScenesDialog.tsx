// 'Update scene(s)' (spec 002 section 5): imported names match existing scenes; the user chooses which
// scenes the files replace (their comments stay) and the rest are imported as new scenes.
import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { Messages } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { replaceAnswered, replaceCancelled, selectReplaceQuestion } from './scenesSlice';

export function UpdateScenesDialog() {
  const dispatch = useAppDispatch();
  const matches = useAppSelector(selectReplaceQuestion);
  const [replace, setReplace] = useState<string[]>([]);
  // Replacing is what a re-import of a changed drawing usually means: every match starts ticked.
  useEffect(() => setReplace(matches?.map((m) => m.fileName) ?? []), [matches]);
  const toggle = (fileName: string) => setReplace((r) => (r.includes(fileName) ? r.filter((f) => f !== fileName) : [...r, fileName]));
  const asNew = (matches?.length ?? 0) - replace.length;
  return (
    <Modal opened={matches !== null} onClose={() => dispatch(replaceCancelled())} title={Messages.updateScenes} centered closeButtonProps={{ 'aria-label': 'Cancel the import' }}>
      <Stack gap="md">
        <Text size="sm">These files have the names of scenes in this project. Tick the scenes to replace with the new drawing (their comments stay); the others are imported as new scenes.</Text>
        <Stack gap="xs">
          {matches?.map((m) => (
            <Checkbox key={m.fileName} checked={replace.includes(m.fileName)} onChange={() => toggle(m.fileName)} label={`Replace ${m.sceneName}`} description={`with ${m.fileName}`} />
          ))}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => dispatch(replaceCancelled())}>
            Cancel
          </Button>
          <Button onClick={() => dispatch(replaceAnswered({ replace }))} data-autofocus>
            {replace.length === 0 ? 'Import as new scenes' : asNew > 0 ? `Replace ${replace.length}, import ${asNew} as new` : 'Update scenes'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
