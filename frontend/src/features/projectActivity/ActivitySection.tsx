// The contents page's activity (spec 000 section 2): the project's comments and uploads, newest first,
// uploads of one user within an hour as one item, each linking to its file or comment. Pages of 20;
// 'Show older activity' adds the next page (each page a query of its own, so the live stream keeps every
// page shown current).
import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconMessageCircle, IconUpload } from '@tabler/icons-react';
import { PROJECT_LEVEL_FILE_ID, type ActivityItem } from '@wb/contracts';
import { useState } from 'react';
import { formatDate } from '../../shared/formatDate';
import { filesPath } from '../projectFiles/filesPath';
import type { ContentsSectionProps } from '../projectContents/contentsSections';
import { activityText } from './activityText';
import { useProjectActivityQuery } from './projectActivityApi';

const PAGE = 20;

/** The project's own comments have no address: the link goes to the comments section of this page. */
const showProjectComments = () => document.getElementById('contents-comments')?.scrollIntoView({ behavior: 'smooth' });

function ItemLinks({ item, projectID }: { item: ActivityItem; projectID: string }) {
  if (item.kind === 'comment') {
    if (item.fileID === PROJECT_LEVEL_FILE_ID)
      return (
        <Anchor component="button" type="button" size="sm" onClick={showProjectComments} style={{ alignSelf: 'flex-start' }}>
          See the comment
        </Anchor>
      );
    return (
      <Anchor size="sm" href={`#${filesPath(projectID, { fileID: item.fileID, commentID: item.commentID })}`}>
        See the comment
      </Anchor>
    );
  }
  const more = item.fileCount - item.files.length;
  return (
    <Group gap="xs" wrap="wrap">
      {item.files.map((f) => (
        <Anchor key={f.fileID} size="sm" href={`#${filesPath(projectID, { fileID: f.fileID })}`}>
          {f.name}
        </Anchor>
      ))}
      {more > 0 && (
        <Text size="sm" c="dimmed">
          and {more} more
        </Text>
      )}
    </Group>
  );
}

function Item({ item, projectID }: { item: ActivityItem; projectID: string }) {
  const Icon = item.kind === 'upload' ? IconUpload : IconMessageCircle;
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" data-activity-item={item.kind}>
      <Icon size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" fw={500}>
          {activityText(item)}{' '}
          <Text span size="xs" c="dimmed" fw={400}>
            {formatDate(item.time)}
          </Text>
        </Text>
        {item.kind === 'comment' && item.text !== '' && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {item.text}
          </Text>
        )}
        <ItemLinks item={item} projectID={projectID} />
      </Stack>
    </Group>
  );
}

function ActivityPage({ projectID, before, last, onMore }: { projectID: string; before: number | undefined; last: boolean; onMore(next: number): void }) {
  const { data, isError, isLoading } = useProjectActivityQuery(before === undefined ? { projectID, count: PAGE } : { projectID, before, count: PAGE });
  if (isLoading) return <Loader size="sm" aria-label="Loading activity" />;
  if (isError || !data) return <Text c="red.8">The activity could not be loaded.</Text>;
  if (before === undefined && data.items.length === 0) return <Text c="dimmed">Nothing has happened on this project yet.</Text>;
  const { next } = data;
  return (
    <>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.items.map((item) => (
          <Item key={item.itemID} item={item} projectID={projectID} />
        ))}
      </Stack>
      {last && next !== null && (
        <Button variant="subtle" size="xs" onClick={() => onMore(next)} style={{ alignSelf: 'flex-start' }}>
          Show older activity
        </Button>
      )}
    </>
  );
}

export function ActivitySection({ project }: ContentsSectionProps) {
  const [cursors, setCursors] = useState<number[]>([]);
  const pages: (number | undefined)[] = [undefined, ...cursors];
  return (
    <Stack gap="sm" aria-label="Activity">
      {pages.map((before, i) => (
        <ActivityPage key={before ?? 'first'} projectID={project.projectID} before={before} last={i === pages.length - 1} onMore={(next) => setCursors((c) => [...c, next])} />
      ))}
    </Stack>
  );
}
