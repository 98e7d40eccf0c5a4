import { Badge, Button, Table, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useAppDispatch } from '../../../app/hooks';
import { ClickableRow } from '../../../shared/ClickableRow';
import { SectionHeader } from '../../../shared/SectionHeader';
import { AdminTable } from '../table/AdminTable';
import { AddUserDialog } from './AddUserDialog';
import { UserDialog } from './UserDialog';
import { useAdminUsersQuery } from './usersApi';
import { addUserDialogOpened, userDialogOpened } from './usersSlice';

const columns = ['Name', 'User ID', 'Trello ID', 'Slack ID', 'Active'];
const none = (
  <Text span c="dimmed">
    –
  </Text>
);

export function UsersSection() {
  const dispatch = useAppDispatch();
  const { data } = useAdminUsersQuery({});
  const users = data?.users ?? [];
  return (
    <>
      <SectionHeader title="Users">
        <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => dispatch(addUserDialogOpened())}>
          Add user
        </Button>
      </SectionHeader>
      <AdminTable label="Users" loaded={data !== undefined} columns={columns} rowCount={users.length} empty="No users yet.">
        {users.map((u) => (
          <ClickableRow key={u.userID} label={`Edit ${u.fullName}`} onOpen={() => dispatch(userDialogOpened(u.userID))}>
            <Table.Td>
              <Text fw={600} size="sm">
                {u.fullName}
              </Text>
              <Text size="xs" c="dimmed">
                {u.email}
              </Text>
            </Table.Td>
            <Table.Td>{u.userID}</Table.Td>
            <Table.Td>{u.data.trello.id ?? none}</Table.Td>
            <Table.Td>{u.data.slackId ?? none}</Table.Td>
            <Table.Td>
              {u.data.deactivated ? (
                <Badge color="red" variant="light">
                  Deactivated
                </Badge>
              ) : (
                <Badge color="teal" variant="light">
                  Active
                </Badge>
              )}
            </Table.Td>
          </ClickableRow>
        ))}
      </AdminTable>
      <AddUserDialog />
      <UserDialog />
    </>
  );
}
