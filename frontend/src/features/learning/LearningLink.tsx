import { useCallback, useState } from 'react';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useAppSelector } from '../../app/hooks';
import { selectHasGrant } from '../auth/authSlice';
import { useLearnNodeQuery } from './learningApi';
import { selectLearning } from './learningSlice';
import { LinkedVideo } from './LinkedVideo';
import { SearchDialog } from './SearchDialog';

/**
 * A project's link to a video of the learning site (spec 002 section 2), on the contents page's tab and
 * at /project/{projectID}/learning: the linked video, or Link and the search dialog. content.learning-view
 * sees it, content.learning-edit links and unlinks (spec 002 section 6); a server without a learning site,
 * or a site that does not answer, is said plainly.
 */
export function LearningLink({ projectID }: { projectID: string }) {
  const canView = useAppSelector(selectHasGrant('content.learning-view'));
  if (!canView) return <Text c="dimmed">Seeing the learning-site link needs the content.learning grant.</Text>;
  return <LinkPanel projectID={projectID} />;
}

function LinkPanel({ projectID }: { projectID: string }) {
  const canEdit = useAppSelector(selectHasGrant('content.learning-edit'));
  const { busy } = useAppSelector(selectLearning);
  const node = useLearnNodeQuery({ projectID });
  const [searching, setSearching] = useState(false);
  const closeSearch = useCallback(() => setSearching(false), []);
  if (node.isLoading) return <Loader size="sm" role="status" aria-label="Loading the learning-site link" />;
  if (node.error) {
    const notConfigured = node.error.code === 'learningNotConfigured';
    return (
      <Alert color={notConfigured ? 'gray' : 'orange'} variant="light" title={notConfigured ? 'No learning site' : 'The learning site did not answer'} data-testid="learning-error">
        {node.error.message}
      </Alert>
    );
  }
  const { learn, media } = node.data ?? { learn: null, media: null };
  if (learn !== null && media !== null) return <LinkedVideo projectID={projectID} learn={learn} media={media} canEdit={canEdit} />;
  return (
    <Stack gap="sm" align="flex-start">
      <Text c="dimmed">This project is not linked to a video on the learning site.</Text>
      {canEdit && (
        <Button onClick={() => setSearching(true)} loading={busy === 'link' && !searching} leftSection={<IconLink size={16} aria-hidden />}>
          Link
        </Button>
      )}
      {canEdit && <SearchDialog projectID={projectID} opened={searching} onClose={closeSearch} />}
    </Stack>
  );
}
