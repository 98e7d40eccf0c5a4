import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, ColorSwatch, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { LabelColors, Limits, type LabelColor, type SceneLabel } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { colorName, swatchColor } from './labelColors';
import { labelDialogClosed, labelSaveRequested, selectLabelDialog } from './labelsSlice';

/** Add label, or the row's label to rename or recolour. */
export function LabelDialog({ label }: { label: SceneLabel | null }) {
  const dispatch = useAppDispatch();
  const dialog = useAppSelector(selectLabelDialog);
  const [name, setName] = useState('');
  const [color, setColor] = useState<LabelColor>('default');
  useEffect(() => {
    if (!dialog.open) return;
    setName(label?.name ?? '');
    setColor(label?.data.color ?? 'default');
  }, [dialog.open, label?.labelID]);
  const unchanged = label !== null && name === label.name && color === label.data.color;
  const canSave = name.trim() !== '' && !unchanged && !dialog.pending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canSave) dispatch(labelSaveRequested({ labelID: label?.labelID ?? null, name, color }));
  };

  return (
    <Modal opened={dialog.open} onClose={() => dispatch(labelDialogClosed())} title={label ? 'Edit label' : 'Add label'}>
      <form onSubmit={submit}>
        <Stack>
          {dialog.error && !dialog.fieldErrors.name && (
            <Alert color="red" role="alert">
              {dialog.error}
            </Alert>
          )}
          <TextInput label="Name" required data-autofocus value={name} maxLength={Limits.nameMaxLength} error={dialog.fieldErrors.name} onChange={(e) => setName(e.currentTarget.value)} />
          <Radio.Group label="Colour" value={color} onChange={(v) => setColor(v as LabelColor)}>
            <Group gap="md" mt={6}>
              {LabelColors.map((c) => (
                <Radio
                  key={c}
                  value={c}
                  label={
                    <Group gap={6} wrap="nowrap">
                      <ColorSwatch color={swatchColor[c]} size={16} />
                      {colorName(c)}
                    </Group>
                  }
                />
              ))}
            </Group>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => dispatch(labelDialogClosed())}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canSave && !dialog.pending} loading={dialog.pending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
