// /review-link/{type}/{id}: the tab the dashboard's Review opens. It asks for the scene's or project's
// review link (reused while it lives) and goes on to its public review page.
import { useEffect } from 'react';
import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { ReviewKind } from './reviewPaths';
import { reviewLinkRequested, selectReviewLinkFailure } from './reviewLinkSlice';

export function ReviewLinkPage({ kind, id, name }: { kind: ReviewKind; id: string; name: string }) {
  const dispatch = useAppDispatch();
  const failure = useAppSelector(selectReviewLinkFailure);
  useEffect(() => {
    dispatch(reviewLinkRequested({ kind, id, name }));
  }, [dispatch, kind, id, name]);
  return (
    <Center component="main" mih="60vh" p="md">
      {failure === null ? (
        <Stack align="center" gap="sm">
          <Loader aria-label="Opening the review page..." />
          <Text>Opening the review page...</Text>
        </Stack>
      ) : (
        <Alert color="red" title="The review page could not be opened" maw={480}>
          {failure}
        </Alert>
      )}
    </Center>
  );
}
