import { Button, Table, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useAppDispatch } from '../../../app/hooks';
import { SectionHeader } from '../../../shared/SectionHeader';
import { AdminTable } from '../table/AdminTable';
import { GrantDialog } from './GrantDialog';
import { GrantPills } from './GrantPills';
import { useAdminUserGrantsQuery } from './permissionsApi';
import { grantDialogOpened } from './permissionsSlice';

const columns = ['Name', 'User ID', 'Permissions', 'Actions'];

export function PermissionsSection() {
  const dispatch = useAppDispatch();
  const { data } = useAdminUserGrantsQuery({});
  const users = data?.users ?? [];
  return (
    <>
      <SectionHeader title="Permissions" />
      <AdminTable label="Permissions" loaded={data !== undefined} columns={columns} rowCount={users.length} empty="No users yet.">
        {users.map((u) => (
          <Table.Tr key={u.userID} data-user-row={u.fullName}>
            <Table.Td>
              <Text fw={600} size="sm">
                {u.fullName}
              </Text>
              <Text size="xs" c="dimmed">
                {u.email}
              </Text>
            </Table.Td>
            <Table.Td>{u.userID}</Table.Td>
            <Table.Td>
              <GrantPills userID={u.userID} grants={u.permissions} name={u.fullName} />
            </Table.Td>
            <Table.Td ta="right">
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconKey size={14} aria-hidden />}
                aria-label={`Add or edit grants of ${u.fullName}`}
                onClick={() => dispatch(grantDialogOpened(u.userID))}
              >
                Add/Edit
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
      <GrantDialog />
    </>
  );
}
