// The spacer below the credits: its height, edited like a logo with Save and Cancel (spec 002 section 4).
import { Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { CreditsLimits } from '@wb/contracts';

interface Props {
  readonly height: number;
  readonly editing: number | null;
  readonly canEdit: boolean;
  onEdit(): void;
  onHeight(height: number): void;
  onSave(): void;
  onCancel(): void;
}

export function SpacerBlock({ height, editing, canEdit, onEdit, onHeight, onSave, onCancel }: Props) {
  return (
    <Stack gap="xs" aria-label="Spacer">
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} size="h5">
          Spacer
        </Title>
        {editing === null && (
          <Group gap="xs">
            <Text size="sm">{height} px</Text>
            {canEdit && (
              <Button size="xs" variant="default" onClick={onEdit}>
                Edit spacer
              </Button>
            )}
          </Group>
        )}
      </Group>
      {editing !== null && (
        <Group gap="xs" align="flex-end">
          <NumberInput label="Spacer height" value={editing} min={0} max={CreditsLimits.maxSpacerHeight} onChange={(v) => typeof v === 'number' && onHeight(v)} suffix=" px" w={140} />
          <Button size="xs" onClick={onSave}>
            Save
          </Button>
          <Button size="xs" variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      )}
    </Stack>
  );
}
