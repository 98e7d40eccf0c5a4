import { Group, Kbd, Table, Text } from '@mantine/core';
import { shortcutRows, type ShortcutRow } from './shortcuts';

/** The editor's shortcuts, one row per action, from its registry (shortcuts.ts). */
export function ShortcutsTable({ rows = shortcutRows() }: { rows?: readonly ShortcutRow[] }) {
  return (
    <>
      <Table.ScrollContainer minWidth={320} my="md">
        <Table withTableBorder striped aria-label="Scene editor keyboard shortcuts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Action</Table.Th>
              <Table.Th scope="col">Keys</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.action} data-action={row.action}>
                <Table.Td>{row.label}</Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    {row.keys.map((key, i) => (
                      <Group key={key} gap={6} wrap="nowrap">
                        {i > 0 && (
                          <Text span size="xs" c="dimmed">
                            or
                          </Text>
                        )}
                        <Kbd data-key={key}>{key}</Kbd>
                      </Group>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed">
        Ctrl is the Ctrl key on Windows and Linux and ⌘ Cmd on a Mac; either works everywhere in the editor.
      </Text>
    </>
  );
}
