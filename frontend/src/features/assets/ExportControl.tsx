// Image export (spec 001 section 5): scales 0.5 to 4 or a typed one normalised to "<n>x", the types
// png, jpg/jpeg, tiff/tif and webp, a free suffix. Shown only for png, jpeg and jpg files.
import { useState } from 'react';
import { Autocomplete, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useAppDispatch } from '../../app/hooks';
import { EXPORT_SCALES, EXPORT_TYPE_LABELS, EXPORT_TYPES, normaliseScale } from './assetFormat';
import { exportRequested, exportAvailable } from './exportSagas';

export function ExportControl({ fileID, kitID, name }: { fileID: string; kitID: string; name: string }) {
  const dispatch = useAppDispatch();
  const [scale, setScale] = useState('1x');
  const [type, setType] = useState<string>('png');
  const [suffix, setSuffix] = useState('');
  const valid = normaliseScale(scale);
  return (
    <Stack gap={6}>
      <Group grow gap="xs" align="flex-start">
        <Autocomplete
          size="xs"
          label="Scale"
          data={[...EXPORT_SCALES]}
          value={scale}
          onChange={setScale}
          onBlur={() => {
            if (valid) setScale(valid);
          }}
          error={valid ? null : 'A number, like 2x'}
        />
        <Select size="xs" label="Type" data={EXPORT_TYPES.map((t) => ({ value: t, label: EXPORT_TYPE_LABELS[t] }))} value={type} onChange={(v) => setType(v ?? 'png')} allowDeselect={false} />
      </Group>
      <TextInput size="xs" label="Suffix" placeholder="@2x" value={suffix} maxLength={60} onChange={(e) => setSuffix(e.currentTarget.value)} />
      <Button
        size="xs"
        variant="light"
        disabled={!valid || !exportAvailable()}
        title={exportAvailable() ? undefined : 'Export is not available on this server yet'}
        onClick={() => valid && dispatch(exportRequested({ fileID, kitID, name, scale: valid, type, suffix }))}
      >
        Export
      </Button>
    </Stack>
  );
}
