// The panel's list of threads: the sort order, Open and Resolved (folding), and cards added per Show
// more. Memoised apart from the composer: the composer follows the playhead, which moves on every
// animation frame while the player plays, and the list must not re-render with it (bench
// review_frame_p95: a thousand comments beside a playing scene).
import { memo, useEffect, useMemo, useState } from 'react';
import { Button, Group, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { cardsToDraw, sortedComments, sortLabels, splitResolved, threadHolds, type PanelComment, type SortOrder } from '../comments/model';
import { CommentCard, type CardContext } from './CommentCard';

interface Props {
  /** null while they load. */
  comments: readonly PanelComment[] | null;
  failed: boolean;
  selectedCommentID: string | null;
  onSelect(comment: PanelComment | null): void;
  context: CardContext;
}

/**
 * Cards drawn at first, and added per Show more: a thread of a thousand comments opens as fast as one of
 * fifty (bench review_open_1000), and the list stays a plain list for keyboards and screen readers.
 */
const PAGE = 50;

const sortOrders = (Object.keys(sortLabels) as SortOrder[]).map((value) => ({ value, label: sortLabels[value] }));

export const CommentThreads = memo(function CommentThreads({ comments, failed, selectedCommentID, onSelect, context }: Props) {
  const [order, setOrder] = useState<SortOrder>('time');
  const [showResolved, setShowResolved] = useState(true);
  const [shownOpen, setShownOpen] = useState(PAGE);
  const [shownResolved, setShownResolved] = useState(PAGE);
  const { open, resolved } = useMemo(() => splitResolved(sortedComments(comments ?? [], order)), [comments, order]);
  // A selected comment (a deep link, a marker, the bell) is always drawn: its page is added, and a
  // folded Resolved section opens for it.
  const selectedIsResolved = selectedCommentID !== null && resolved.some((t) => threadHolds(t, selectedCommentID));
  useEffect(() => {
    if (selectedIsResolved) setShowResolved(true);
  }, [selectedIsResolved, selectedCommentID]);

  const list = (items: PanelComment[], shown: number, more: () => void) => (
    <>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.slice(0, shown).map((c) => (
          // Each card contained (layout, paint, style): a change elsewhere on the page, such as the
          // player's bar moving on every frame, no longer walks the whole list (bench review_frame_p95).
          // Not content-visibility: cards scrolled away would lose their text to innerText and search.
          <li key={c.commentID} style={{ contain: 'content' }}>
            <CommentCard comment={c} selected={c.commentID === selectedCommentID} onSelect={onSelect} context={context} />
          </li>
        ))}
      </Stack>
      {items.length > shown && (
        <Button variant="default" size="compact-sm" onClick={more}>
          Show {Math.min(PAGE, items.length - shown)} more of {items.length - shown}
        </Button>
      )}
    </>
  );

  return (
    <>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600} component="h3" m={0}>
          {comments ? `Open (${open.length})` : 'Comments'}
        </Text>
        <Select aria-label="Sort by" placeholder="Sort by" size="xs" w={150} data={sortOrders} value={order} allowDeselect={false} onChange={(v) => v && setOrder(v as SortOrder)} />
      </Group>
      {failed && (
        <Text size="sm" c="red.9">
          The comments could not be loaded.
        </Text>
      )}
      {comments === null && !failed && (
        <Text size="sm" c="dimmed">
          Loading comments…
        </Text>
      )}
      {comments !== null && open.length === 0 && (
        <Text size="sm" c="dimmed">
          {resolved.length > 0 ? 'No open comments' : 'No comments yet'}
        </Text>
      )}
      {list(open, cardsToDraw(open, selectedCommentID, shownOpen, PAGE), () => setShownOpen((n) => cardsToDraw(open, selectedCommentID, n, PAGE) + PAGE))}
      {resolved.length > 0 && (
        <Stack gap="xs" data-testid="resolved-comments">
          <UnstyledButton onClick={() => setShowResolved((v) => !v)} aria-expanded={showResolved}>
            <Group gap={4}>
              {showResolved ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
              <Text size="sm" fw={600} c="dimmed">
                Resolved ({resolved.length})
              </Text>
            </Group>
          </UnstyledButton>
          {showResolved && list(resolved, cardsToDraw(resolved, selectedCommentID, shownResolved, PAGE), () => setShownResolved((n) => cardsToDraw(resolved, selectedCommentID, n, PAGE) + PAGE))}
        </Stack>
      )}
    </>
  );
});
