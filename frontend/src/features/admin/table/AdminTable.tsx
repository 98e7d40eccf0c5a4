import type { ReactNode } from 'react';
import { Center, Loader, Paper, Table, Text } from '@mantine/core';

/**
 * The frame of every admin table: a loader until the first answer, the column heads, a line saying
 * so when there are no rows, and sideways scrolling on narrow screens instead of squeezed columns.
 */
export function AdminTable({ label, loaded, columns, empty, rowCount, minWidth = 640, children }: {
  label: string; loaded: boolean; columns: string[]; empty: string; rowCount: number; minWidth?: number; children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" bg="white">
      {!loaded ? <Center py="xl"><Loader aria-label={`Loading ${label.toLowerCase()}`} /></Center> : (
        <Table.ScrollContainer minWidth={minWidth} type="native">
          <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c, i) => <Table.Th key={i}>{c}</Table.Th>)}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rowCount === 0 && (
                <Table.Tr><Table.Td colSpan={columns.length}><Text c="dimmed" ta="center" py="md">{empty}</Text></Table.Td></Table.Tr>
              )}
              {children}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

/** Ids are long uuids: the table shows their start and the whole id on hover. */
export function ShortID({ id }: { id: string }) {
  return <Text size="xs" ff="monospace" c="dimmed" title={id}>{id.slice(0, 8)}</Text>;
}
