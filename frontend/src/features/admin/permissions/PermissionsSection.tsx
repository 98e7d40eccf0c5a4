import { Button, Center, Loader, Paper, Table, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { SectionHeader } from '../../../shared/SectionHeader';
import { GrantDialog } from './GrantDialog';
import { GrantPills } from './GrantPills';
import { grantDialogOpened, selectGrantRows, selectGrantsLoaded } from './permissionsSlice';

export function PermissionsSection() {
  const dispatch = useAppDispatch();
  const users = useAppSelector(selectGrantRows);
  const loaded = useAppSelector(selectGrantsLoaded);
  return (
    <>
      <SectionHeader title="Permissions" />
      <Paper withBorder radius="md" bg="white">
        {!loaded ? <Center py="xl"><Loader aria-label="Loading permissions" /></Center> : (
          <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Permissions">
            <Table.Thead>
              <Table.Tr><Table.Th>Name</Table.Th><Table.Th>User ID</Table.Th><Table.Th>Permissions</Table.Th><Table.Th /></Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((u) => (
                <Table.Tr key={u.userID} data-user-row={u.fullName}>
                  <Table.Td>
                    <Text fw={600} size="sm">{u.fullName}</Text>
                    <Text size="xs" c="dimmed">{u.email}</Text>
                  </Table.Td>
                  <Table.Td>{u.userID}</Table.Td>
                  <Table.Td><GrantPills userID={u.userID} grants={u.permissions} name={u.fullName} /></Table.Td>
                  <Table.Td ta="right">
                    <Button size="compact-sm" variant="light" leftSection={<IconKey size={14} aria-hidden />}
                      aria-label={`Add or edit grants of ${u.fullName}`} onClick={() => dispatch(grantDialogOpened(u.userID))}>
                      Add/Edit
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      <GrantDialog />
    </>
  );
}
