// The fields an event changed, each with its value before and after, in a table that scrolls sideways
// on a phone rather than squeeze long values.
import { Table } from '@mantine/core';
import type { HistoryChange } from '@wb/contracts';
import { ScrollTable } from '../../shared/ScrollTable';
import { fieldLabel, valueText } from './entryText';

export function ChangesTable({ changes, label }: { changes: readonly HistoryChange[]; label: string }) {
  return (
    <ScrollTable label={label} minWidth={420}>
      <Table verticalSpacing={4} horizontalSpacing="sm" fz="sm" aria-label={label} withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Field</Table.Th>
            <Table.Th>Before</Table.Th>
            <Table.Th>After</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((c) => (
            <Table.Tr key={c.field}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{fieldLabel(c.field)}</Table.Td>
              <Table.Td c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {valueText(c.before)}
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{valueText(c.after)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
