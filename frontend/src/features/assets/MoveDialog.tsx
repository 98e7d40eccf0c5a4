// Move to another kit (spec 001 section 4): link to the target, reindex, unlink from this kit, done by
// the server as one step. The seven fixed move-to kits of section 9 come first among the choices.
import { useState } from 'react';
import { Button, Group, Modal, Select, Text } from '@mantine/core';
import { MoveToKits } from '@wb/contracts';
import { useAppDispatch } from '../../app/hooks';
import { useKitsQuery } from './assetsApi';
import { filesMoveChosen } from './assetsSlice';

export const moveChoices = (kits: readonly { kitID: string; name: string }[], currentKitID: string) => {
  const fixed = MoveToKits.map((k) => ({ value: k.kitID, label: k.name }));
  const others = kits.filter((k) => !MoveToKits.some((f) => f.kitID === k.kitID)).map((k) => ({ value: k.kitID, label: k.name }));
  return [
    { group: 'Review kits', items: fixed.filter((k) => k.value !== currentKitID) },
    { group: 'Other kits', items: others.filter((k) => k.value !== currentKitID) },
  ].filter((g) => g.items.length > 0);
};

export function MoveDialog({ opened, onClose, onMoved, fileIDs, kitID }: { opened: boolean; onClose: () => void; onMoved?: () => void; fileIDs: string[]; kitID: string }) {
  const dispatch = useAppDispatch();
  const { data } = useKitsQuery({}, { skip: !opened });
  const [target, setTarget] = useState<string | null>(null);
  const groups = moveChoices(data?.kits ?? [], kitID);
  const label = groups.flatMap((g) => g.items).find((k) => k.value === target)?.label ?? '';
  return (
    <Modal opened={opened} onClose={onClose} title={fileIDs.length === 1 ? 'Move the file to another kit' : `Move ${fileIDs.length} files to another kit`}>
      <Select label="Kit" placeholder="Choose a kit" data={groups} value={target} onChange={setTarget} searchable comboboxProps={{ withinPortal: true }} />
      <Text size="xs" c="dimmed" mt={6}>
        The files leave this kit and join the one you choose, in its folders as they are.
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          disabled={!target}
          onClick={() => {
            if (!target) return;
            dispatch(filesMoveChosen({ fileIDs, fromKitID: kitID, toKitID: target, toName: label }));
            setTarget(null);
            onMoved?.();
            onClose();
          }}
        >
          Move
        </Button>
      </Group>
    </Modal>
  );
}
