import { ActionIcon, Button, Indicator, Loader, Popover, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Messages, NotificationLimits, type Notification } from '@wb/contracts';
import { useAppDispatch } from '../../app/hooks';
import { notificationOpened, notificationStatusRequested } from './notificationRequests';
import { useNotificationsInfiniteQuery } from './notificationsApi';
import { NotificationRow } from './NotificationRow';
import { loadMore, offersLoadMore } from './bellPaging';

const { firstShown } = NotificationLimits;

/**
 * The header's bell (spec 000, "Notifications and tasks in the header"): 5 at first, 'Load more' adds 5,
 * at most 400 px high. 'Load more' asks the server for the next, older page when the loaded ones run out.
 */
export function NotificationBell() {
  const dispatch = useAppDispatch();
  const [opened, setOpened] = useState(false);
  const [shown, setShown] = useState<number>(firstShown);
  const { data, isLoading, hasNextPage, isFetchingNextPage, fetchNextPage } = useNotificationsInfiniteQuery();
  // The counts are the same on every page; the newest page's are the freshest.
  const unread = data?.pages[0]?.unread ?? 0;
  const notifications = useMemo(() => data?.pages.flatMap((p) => p.notifications) ?? [], [data]);

  const more = () => {
    const plan = loadMore(shown, notifications.length, hasNextPage, isFetchingNextPage);
    setShown(plan.shown);
    if (plan.fetchNextPage) void fetchNextPage();
  };

  const open = (notification: Notification) => {
    setOpened(false);
    dispatch(notificationOpened(notification));
  };
  const toggle = (notification: Notification) => dispatch(notificationStatusRequested({ notificationIDs: [notification.notificationID], status: notification.status === 0 ? 1 : 0 }));

  return (
    // The count sits outside the popover's target: the target is the button that opens the dialog.
    <Indicator label={unread > 99 ? '99+' : unread} size={16} disabled={unread === 0} color="red" offset={4}>
      <Popover
        opened={opened}
        onChange={(next) => {
          setOpened(next);
          if (!next) setShown(firstShown);
        }}
        position="bottom-end"
        width={360}
        shadow="md"
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'} onClick={() => setOpened((o) => !o)}>
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs" aria-label="Notifications">
          <Title order={2} size="sm" px={8} pb={4}>
            Notifications
          </Title>
          <ScrollArea.Autosize mah={400} type="auto">
            {isLoading ? (
              <Loader size="sm" m="sm" aria-label="Loading notifications" />
            ) : notifications.length === 0 ? (
              <Text size="sm" c="dimmed" p="sm">
                {Messages.noNotifications}
              </Text>
            ) : (
              <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
                {notifications.slice(0, shown).map((n) => (
                  <NotificationRow key={n.notificationID} notification={n} onOpen={open} onToggle={toggle} />
                ))}
              </Stack>
            )}
            {offersLoadMore(shown, notifications.length, hasNextPage) ? (
              <Button variant="subtle" size="compact-sm" fullWidth mt={4} loading={isFetchingNextPage} onClick={more}>
                Load more
              </Button>
            ) : null}
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
