// A table of what the project held then: one column definition per column (its header and how a row
// fills it), so each section says only what it shows, not how a table is laid out.
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScrollTable } from '../../shared/ScrollTable';
import { Section } from './Section';

export interface SnapshotColumn<Row> {
  /** The header's text; empty for a column of buttons, which `label` names for screen readers. */
  readonly header: string;
  readonly label?: string;
  /** Long user text (names, comments) breaks anywhere rather than widening the table. */
  readonly wrap?: boolean;
  cell(row: Row): ReactNode;
}

interface SnapshotTableProps<Row> {
  readonly label: string;
  readonly minWidth: number;
  readonly columns: readonly SnapshotColumn<Row>[];
  readonly rows: readonly Row[];
  rowKey(row: Row): string;
}

export function SnapshotTable<Row>({ label, minWidth, columns, rows, rowKey }: SnapshotTableProps<Row>) {
  return (
    <ScrollTable label={label} minWidth={minWidth}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header || column.label} aria-label={column.label}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.header || column.label} style={column.wrap ? { overflowWrap: 'anywhere' } : undefined}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** A section that is one table: its title and count, the line said when it held nothing, and the table. */
export function TableSection<Row>({ title, empty, ...table }: Omit<SnapshotTableProps<Row>, 'label'> & { readonly title: string; readonly empty: string }) {
  return (
    <Section title={title} count={table.rows.length} empty={empty}>
      <SnapshotTable label={title} {...table} />
    </Section>
  );
}
