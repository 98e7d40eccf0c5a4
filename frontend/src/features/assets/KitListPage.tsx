// /assets/{kit}/list: a bulk-move tool over the first 1000 files, with Show all for the rest (spec
// 001 section 2). Each further page of 1000 is its own query, asked for only once shown.
import { useState } from 'react';
import { Anchor, Box, Button, Checkbox, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { AssetLimits, Messages } from '@wb/contracts';
import { formatDate } from '../../shared/formatDate';
import { formatSize } from '../../shared/formatSize';
import { ScrollTable } from '../../shared/ScrollTable';
import { useKitFilesQuery } from './assetsApi';
import { ALL_KITS } from './assetsRoute';
import { KitHeader } from './KitHeader';
import { MoveDialog } from './MoveDialog';
import { useCanEditAssets } from './useCanEditAssets';
import { useKitData } from './useKitData';

const PAGE = AssetLimits.listModeFirstFiles;

function Rows({ kit, start, selected, toggle }: { kit: string; start: number; selected: Set<string>; toggle: (id: string) => void }) {
  const { data } = useKitFilesQuery({ kitID: kit, start, count: PAGE });
  return (data?.files ?? []).map((f) => (
    <Table.Tr key={f.fileID} bg={selected.has(f.fileID) ? 'var(--mantine-color-indigo-0)' : undefined}>
      <Table.Td>
        <Checkbox aria-label={`Select ${f.name}`} checked={selected.has(f.fileID)} onChange={() => toggle(f.fileID)} />
      </Table.Td>
      <Table.Td>
        <Anchor href={`#/assets/${kit}?f=${encodeURIComponent(f.fileID)}`} fw={500} data-file-link={f.name}>
          {f.name}
        </Anchor>
      </Table.Td>
      <Table.Td>{f.type}</Table.Td>
      <Table.Td>{formatSize(f.data.size)}</Table.Td>
      <Table.Td>{f.tags.map((t) => t.name).join(', ')}</Table.Td>
      <Table.Td>{formatDate(f.modified)}</Table.Td>
    </Table.Tr>
  ));
}

export function KitListPage({ kit }: { kit: string }) {
  const data = useKitData(kit, []);
  const canEdit = useCanEditAssets();
  const [pages, setPages] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [moving, setMoving] = useState(false);
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const allPages = Math.max(1, Math.ceil(data.total / PAGE));
  const shownCount = Math.min(data.total, pages * PAGE);
  return (
    <Box p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <KitHeader kit={kit} name={data.kitName} view="list" />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {data.loading ? Messages.loadingText : `Showing ${shownCount.toLocaleString()} of ${data.total.toLocaleString()} files`}
          </Text>
          <Group gap="xs">
            {selected.size > 0 && (
              <Button size="xs" variant="subtle" onClick={() => setSelected(new Set())}>
                Clear ({selected.size} selected)
              </Button>
            )}
            {canEdit && kit !== ALL_KITS && (
              <Button size="xs" disabled={selected.size === 0} onClick={() => setMoving(true)}>
                Move to kit
              </Button>
            )}
          </Group>
        </Group>
        {!data.loading && data.total === 0 ? (
          <Text c="dimmed">{Messages.noResultsFound}</Text>
        ) : (
          <ScrollTable label="Files of the kit" minWidth={640}>
            <Table striped highlightOnHover aria-label="Files of the kit">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <VisuallyHidden>Select</VisuallyHidden>
                  </Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Size</Table.Th>
                  <Table.Th>Tags</Table.Th>
                  <Table.Th>Modified</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {Array.from({ length: pages }, (_, i) => (
                  <Rows key={i} kit={kit} start={i * PAGE} selected={selected} toggle={toggle} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
        {pages < allPages && (
          <Group>
            <Button variant="light" onClick={() => setPages(allPages)}>
              Show all
            </Button>
          </Group>
        )}
      </Stack>
      {kit !== ALL_KITS && <MoveDialog opened={moving} onClose={() => setMoving(false)} onMoved={() => setSelected(new Set())} fileIDs={[...selected]} kitID={kit} />}
    </Box>
  );
}
