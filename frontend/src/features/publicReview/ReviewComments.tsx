// The review page's comments: the review area's comment panel, read-only, given the comments the
// link's answer carries (a visitor may not ask the panel's own calls). Selecting one seeks to its time
// and shows its drawing; clearing the selection clears it.
import { Stack, Title } from '@mantine/core';
import type { ReviewComment, ReviewThread } from '@wb/contracts';
import { CommentPanel, type PanelComment } from '../review';

const toPanel = (c: ReviewComment, replies: PanelComment[]): PanelComment => ({
  commentID: c.commentID,
  // A visitor sees display names only (already the anonymous name where the author chose it); an empty one shows as 'Unknown'.
  author: c.authorName === '' ? null : { givenName: c.authorName, familyName: '' },
  mine: false,
  anonymous: false,
  text: c.text,
  time: c.timestamp,
  parentCommentID: null,
  replyToCommentID: null,
  shapes: [...c.annotations],
  resolved: c.resolved,
  createdOn: c.createdOn,
  replies,
});

export const panelThreads = (threads: readonly ReviewThread[]): PanelComment[] =>
  threads.map((t) =>
    toPanel(
      t,
      t.replies.map((r) => toPanel(r, [])),
    ),
  );

interface Props {
  sceneID: string;
  comments: readonly PanelComment[];
  selectedID: string | null;
  onSelect(comment: PanelComment | null): void;
}

export function ReviewComments({ sceneID, comments, selectedID, onSelect }: Props) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="review-comments-title">
      <Title order={2} size="h4" id="review-comments-title">
        Comments
      </Title>
      <CommentPanel source={{ kind: 'scene', sceneID }} selectedCommentID={selectedID} onSelect={onSelect} readOnly comments={comments} />
    </Stack>
  );
}
