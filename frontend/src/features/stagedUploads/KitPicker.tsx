import { Group, MultiSelect, Select, Stack } from '@mantine/core';
import type { StagedKit } from './stagedModel';
import { useStagedKitDirectoriesQuery, useStagedKitsQuery } from './stagedApi';

/** The folder of one chosen kit: its top level, or any folder of its tree by path. */
function DirectoryPicker({ fileName, kit, onChange }: { fileName: string; kit: StagedKit; onChange: (k: StagedKit) => void }) {
  const { data } = useStagedKitDirectoriesQuery({ kitID: kit.kitID });
  const folders = (data?.flattenedDirectories ?? []).filter((d) => d.parentID !== null);
  return (
    <Select
      size="xs"
      label={`Folder in ${kit.name}`}
      aria-label={`Folder of ${fileName} in ${kit.name}`}
      data={[{ value: '', label: 'Top of the kit' }, ...folders.map((d) => ({ value: d.directoryID, label: d.path || d.name }))]}
      value={kit.directoryID ?? ''}
      allowDeselect={false}
      onChange={(id) => {
        const folder = folders.find((d) => d.directoryID === id);
        onChange({ ...kit, directoryID: folder ? folder.directoryID : null, directoryName: folder ? folder.name : null });
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The kits a file goes in (at least one to publish), each with its folder. */
export function KitPicker({ fileName, value, onChange, missing }: { fileName: string; value: readonly StagedKit[]; onChange: (k: StagedKit[]) => void; missing: boolean }) {
  const { data } = useStagedKitsQuery(undefined);
  const kits = data?.kits ?? [];
  const names = new Map([...value.map((k) => [k.kitID, k.name] as const), ...kits.map((k) => [k.kitID, k.name] as const)]);
  return (
    <Stack gap={6}>
      <MultiSelect
        label="Kits"
        aria-label={`Kits of ${fileName}`}
        placeholder={value.length ? undefined : 'Choose a kit'}
        searchable
        withAsterisk
        error={missing ? 'Add this file to a kit' : undefined}
        data={[...names].map(([kitID, name]) => ({ value: kitID, label: name }))}
        value={value.map((k) => k.kitID)}
        onChange={(ids) => onChange(ids.map((kitID) => value.find((k) => k.kitID === kitID) ?? { kitID, name: names.get(kitID) ?? kitID, directoryID: null, directoryName: null }))}
        comboboxProps={{ withinPortal: true }}
      />
      {value.length > 0 && (
        <Group gap="xs" align="flex-end">
          {value.map((kit) => (
            <DirectoryPicker key={kit.kitID} fileName={fileName} kit={kit} onChange={(changed) => onChange(value.map((k) => (k.kitID === changed.kitID ? changed : k)))} />
          ))}
        </Group>
      )}
    </Stack>
  );
}
