import { ActionIcon, Avatar, Box, Group, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCircle, IconCircleFilled } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { Notification } from '@wb/contracts';

interface Props {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  onToggle: (notification: Notification) => void;
}

/** What the notification is about, after the action: the file, the scene or the project. */
const placeOf = ({ data }: Notification): string => data.file?.name || data.scene?.name || data.project?.name || '';

/** One row of the bell: the row opens its target; the marker beside it toggles read and unread. */
export function NotificationRow({ notification, onOpen, onToggle }: Props) {
  const { data, status } = notification;
  const unread = status === 0;
  const who = data.user.givenName || 'Unknown';
  const place = placeOf(notification);
  const marker = unread ? 'Mark as read' : 'Mark as unread';
  return (
    <Group
      component="li"
      data-notification-row
      gap={4}
      wrap="nowrap"
      align="flex-start"
      py={6}
      px={8}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      bg={unread ? 'var(--mantine-color-indigo-0)' : undefined}
    >
      {/* Its name is what it shows, so what a screen reader says is what a sighted user reads. */}
      <UnstyledButton onClick={() => onOpen(notification)} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={data.user.avatar} radius="xl" size={30} color="indigo" aria-hidden>
            {who.slice(0, 1).toUpperCase()}
          </Avatar>
          <Box style={{ minWidth: 0 }}>
            <Text size="sm" fw={unread ? 600 : 400} lineClamp={2}>
              {unread ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
              {who} {data.actionText}
              {place ? (
                <Text span size="sm" c="dimmed">
                  {' '}
                  in {place}
                </Text>
              ) : null}
            </Text>
            {data.replyComment?.text ? (
              <Text size="xs" c="dimmed" lineClamp={2}>
                “{data.replyComment.text}”
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {dayjs(notification.createdOn).format('MMM D, h:mm A')}
            </Text>
          </Box>
        </Group>
      </UnstyledButton>
      <Tooltip label={marker}>
        <ActionIcon variant="subtle" color="indigo" size="sm" aria-label={marker} aria-pressed={!unread} onClick={() => onToggle(notification)}>
          {unread ? <IconCircleFilled size={10} aria-hidden /> : <IconCircle size={10} aria-hidden />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
