// Partner logos: add one (an uploaded image), and for the logo being edited (a click on it in the
// preview toggles editing) its width, Save, Cancel and Remove (spec 002 section 4).
import { Button, FileButton, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { CreditsDefaults, CreditsLimits } from '@wb/contracts';
import type { LogoEdit } from './creditsModel';

interface Props {
  readonly count: number;
  readonly editing: LogoEdit | null;
  readonly uploading: boolean;
  onFile(file: File): void;
  onWidth(width: number): void;
  onSave(): void;
  onCancel(): void;
  onRemove(id: string): void;
}

export function LogosBlock({ count, editing, uploading, onFile, onWidth, onSave, onCancel, onRemove }: Props) {
  return (
    <Stack gap="xs" aria-label="Partner logos">
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} size="h5">
          Partner logos
        </Title>
        <FileButton onChange={(file) => file && onFile(file)} accept="image/png,image/jpeg">
          {(props) => (
            <Button {...props} size="xs" variant="light" leftSection={<IconPhotoPlus size={16} aria-hidden />} loading={uploading} disabled={count >= CreditsLimits.maxLogos}>
              Add partner logo
            </Button>
          )}
        </FileButton>
      </Group>
      {editing ? (
        <Stack gap="xs">
          <Text size="sm">Drag the logo to move it and its right edge to resize it.</Text>
          <NumberInput label="Logo width" value={editing.width} min={20} max={CreditsDefaults.previewLogoWidth} onChange={(v) => typeof v === 'number' && onWidth(v)} suffix=" px" />
          <Group gap="xs">
            <Button size="xs" onClick={onSave}>
              Save
            </Button>
            <Button size="xs" variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button size="xs" color="red" variant="light" onClick={() => onRemove(editing.id)}>
              Remove
            </Button>
          </Group>
        </Stack>
      ) : (
        count > 0 && (
          <Text size="sm" c="dimmed">
            Click a logo in the preview to move, resize or remove it.
          </Text>
        )
      )}
    </Stack>
  );
}
