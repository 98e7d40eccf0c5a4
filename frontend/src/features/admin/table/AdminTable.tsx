import type { ReactNode } from 'react';
import { Center, Loader, Paper, Table, Text } from '@mantine/core';
import { ScrollTable } from '../../../shared/ScrollTable';

/**
 * The frame of every admin table: a loader until the first answer, the column heads, a line saying
 * so when there are no rows, and sideways scrolling on narrow screens (ScrollTable) instead of squeezed
 * or cut-off columns.
 */
export function AdminTable({
  label,
  loaded,
  columns,
  empty,
  rowCount,
  minWidth = 640,
  children,
}: {
  label: string;
  loaded: boolean;
  columns: string[];
  empty: string;
  rowCount: number;
  minWidth?: number;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" bg="white">
      {!loaded ? (
        <Center py="xl">
          <Loader aria-label={`Loading ${label.toLowerCase()}`} />
        </Center>
      ) : (
        <ScrollTable label={label} minWidth={minWidth}>
          <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {/* Heads stay on one line: on a phone the table scrolls sideways rather than break 'User ID'. */}
                {columns.map((c, i) => (
                  <Table.Th key={i} style={{ whiteSpace: 'nowrap' }}>
                    {c}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{children}</Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {/* Under the table rather than in a row spanning it: on a phone that row is wider than the
          screen and the line would be cut off. */}
      {loaded && rowCount === 0 && (
        <Text c="dimmed" ta="center" py="md" px="md">
          {empty}
        </Text>
      )}
    </Paper>
  );
}

/** Ids are long uuids: the table shows their start and the whole id on hover. */
export function ShortID({ id }: { id: string }) {
  return (
    <Text size="xs" ff="monospace" c="dimmed" title={id}>
      {id.slice(0, 8)}
    </Text>
  );
}
