import { Avatar, Badge, Button, FileButton, Group, Stack, Table, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { UploadPurposes, type User } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { stashAvatar } from './avatarStash';
import { avatarChosen, selectProfile } from './profileSlice';

const AVATAR_ACCEPT = UploadPurposes.avatar.extensions.map((e) => `.${e}`).join(',');
const initials = (user: User) => `${user.givenName.charAt(0)}${user.familyName.charAt(0)}`.toUpperCase();

const none = (
  <Text span c="dimmed">
    –
  </Text>
);

/** Name, email, ids and grants (set by admins), and the avatar the user uploads (png, jpeg, jpg). */
export function PersonalDetails({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const { avatarUploading } = useAppSelector(selectProfile);
  const rows: [string, React.ReactNode][] = [
    ['Email', user.email],
    ['User ID', user.userID],
    ['Slack ID', user.data.slackId ?? none],
    ['Trello ID', user.data.trello.id ?? none],
    [
      'Permissions',
      user.permissions.length === 0 ? (
        none
      ) : (
        <Group gap={4}>
          {user.permissions.map((p) => (
            <Badge key={p} variant="light" size="sm" tt="none">
              {p}
            </Badge>
          ))}
        </Group>
      ),
    ],
  ];
  return (
    <Stack>
      <Group wrap="nowrap" align="center">
        <Avatar src={user.avatar} alt={`${user.fullName}'s avatar`} size={88} radius={88} color="indigo">
          {initials(user)}
        </Avatar>
        <Stack gap={6} miw={0}>
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {user.fullName}
          </Text>
          <FileButton accept={AVATAR_ACCEPT} onChange={(file) => file && dispatch(avatarChosen({ token: stashAvatar(file) }))}>
            {(props) => (
              <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} aria-hidden />} loading={avatarUploading}>
                Change avatar
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {UploadPurposes.avatar.extensions.join(', ')}
          </Text>
        </Stack>
      </Group>
      <Table variant="vertical" layout="fixed" withTableBorder={false}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={120}>{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
