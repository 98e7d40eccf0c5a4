import { Button, Group, Text } from '@mantine/core';
import { LearnLinkStatus } from '@wb/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectHasGrant } from '../auth/authSlice';
import { useLinkedStatusQuery } from './learningApi';
import { LearningStatusBadge } from './LearningStatusBadge';

/**
 * The learning-site status beside the project's name on the contents page (spec 000 section 5), with
 * the button to the link screen for a holder of content.learning: Link while not linked, else View link.
 */
export function LearningStatusLine({ projectID }: { projectID: string }) {
  const canView = useAppSelector(selectHasGrant('content.learning-view'));
  const canEdit = useAppSelector(selectHasGrant('content.learning-edit'));
  const status = useLinkedStatusQuery({ projectID });
  const notLinked = status.data?.status === LearnLinkStatus.notLinked;
  const showButton = status.data !== undefined && (notLinked ? canEdit : canView);
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        Learning site
      </Text>
      <LearningStatusBadge projectID={projectID} />
      {showButton && (
        <Button component="a" href={`#/project/${encodeURIComponent(projectID)}/learning`} size="compact-xs" variant="light">
          {notLinked ? 'Link' : 'View link'}
        </Button>
      )}
    </Group>
  );
}
