import { Badge, Button, Center, Loader, Paper, Table, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ClickableRow } from '../../../shared/ClickableRow';
import { SectionHeader } from '../../../shared/SectionHeader';
import { AddUserDialog } from './AddUserDialog';
import { UserDialog } from './UserDialog';
import { addUserDialogOpened, selectUserRows, selectUsersLoaded, userDialogOpened } from './usersSlice';

export function UsersSection() {
  const dispatch = useAppDispatch();
  const users = useAppSelector(selectUserRows);
  const loaded = useAppSelector(selectUsersLoaded);
  return (
    <>
      <SectionHeader title="Users">
        <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => dispatch(addUserDialogOpened())}>Add user</Button>
      </SectionHeader>
      <Paper withBorder radius="md" bg="white">
        {!loaded ? <Center py="xl"><Loader aria-label="Loading users" /></Center> : (
          <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label="Users">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th><Table.Th>User ID</Table.Th><Table.Th>Trello ID</Table.Th><Table.Th>Slack ID</Table.Th><Table.Th>Active</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((u) => (
                <ClickableRow key={u.userID} label={`Edit ${u.fullName}`} onOpen={() => dispatch(userDialogOpened(u.userID))}>
                  <Table.Td>
                    <Text fw={600} size="sm">{u.fullName}</Text>
                    <Text size="xs" c="dimmed">{u.email}</Text>
                  </Table.Td>
                  <Table.Td>{u.userID}</Table.Td>
                  <Table.Td>{u.data.trello.id ?? <Text span c="dimmed">–</Text>}</Table.Td>
                  <Table.Td>{u.data.slackId ?? <Text span c="dimmed">–</Text>}</Table.Td>
                  <Table.Td>
                    {u.data.deactivated
                      ? <Badge color="red" variant="light">Deactivated</Badge>
                      : <Badge color="teal" variant="light">Active</Badge>}
                  </Table.Td>
                </ClickableRow>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      <AddUserDialog />
      <UserDialog />
    </>
  );
}
