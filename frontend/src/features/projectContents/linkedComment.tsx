// The selection of the contents page's comments section kept in the address: a link to one of the
// project's comments (commentLink.ts) opens the page with it selected, scrolled into view and focused;
// selecting another changes the address, deselecting returns to the page's own.
import { Alert, Button, Text } from '@mantine/core';
import { IconMessageOff } from '@tabler/icons-react';
import { Messages } from '@wb/contracts';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useFileCommentsQuery } from '../review/reviewApi';
import { contentsPath, linkedThreadOf } from './commentLink';

export interface CommentLink {
  /** The project as the address names it (id or name): selecting keeps that form. */
  openedAs: string;
  /** The comment the address links to, or null. */
  commentID: string | null;
}

/** Given by the page (from its route) to the comments section. */
export const CommentLinkContext = createContext<CommentLink | null>(null);

export interface LinkedComment {
  /** The thread the panel shows selected: the linked comment's, a reply's own thread. */
  selectedCommentID: string | null;
  select(comment: { commentID: string } | null): void;
  /** The address links to a comment the project does not have (its comments are loaded). */
  missing: boolean;
  /** Back to the page's own address. */
  clear(): void;
}

const go = (path: string) => {
  window.location.hash = path;
};

/**
 * Scrolls the thread's card into view once the panel has drawn it, and puts the focus on its selected
 * toggle (the panel draws from the same cached answer, so it is there within a few frames; a card past
 * the panel's first page of 50 is not drawn and is not reached).
 */
const revealWhenDrawn = (threadID: string): (() => void) => {
  let frame = 0;
  let handle = 0;
  const attempt = () => {
    const card = document.querySelector<HTMLElement>(`[data-project-comments] [data-comment-id="${CSS.escape(threadID)}"]`);
    if (card) {
      card.scrollIntoView({ block: 'center' });
      card.querySelector<HTMLElement>('button[aria-pressed="true"]')?.focus({ preventScroll: true });
      return;
    }
    frame += 1;
    if (frame < 120) handle = requestAnimationFrame(attempt);
  };
  handle = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(handle);
};

export function useLinkedComment(projectID: string): LinkedComment {
  const link = useContext(CommentLinkContext);
  const commentID = link?.commentID ?? null;
  const openedAs = link?.openedAs ?? projectID;
  // The panel's own query (the same arguments), so this reads its cached answer.
  const threads = useFileCommentsQuery({ projectID, fileID: -1 }).data?.comments;
  const selectedCommentID = useMemo(() => linkedThreadOf(threads ?? [], commentID), [threads, commentID]);
  const missing = commentID !== null && threads !== undefined && selectedCommentID === null;
  // A comment chosen here is in view and has the focus already: only a link from elsewhere is revealed.
  const chosenHere = useRef<string | null>(null);

  useEffect(() => {
    if (commentID === null || selectedCommentID === null || chosenHere.current === commentID) return undefined;
    return revealWhenDrawn(selectedCommentID);
  }, [commentID, selectedCommentID]);

  const select = useCallback(
    (comment: { commentID: string } | null) => {
      chosenHere.current = comment?.commentID ?? null;
      go(contentsPath(openedAs, comment?.commentID ?? null));
    },
    [openedAs],
  );
  const clear = useCallback(() => select(null), [select]);
  return { selectedCommentID, select, missing, clear };
}

/** Said in place of the selection when the linked comment is gone: never a blank. It takes the focus, as the card would. */
export function MissingCommentNotice({ onClear }: { onClear(): void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="orange"
      variant="light"
      icon={<IconMessageOff size={18} aria-hidden />}
      title={Messages.commentNotFound}
      // The light alert's orange title is too faint on its tint (axe colour contrast): the text's own colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      mb="sm"
      data-missing-comment
    >
      <Text size="sm">The link leads to a comment this project no longer has: it may have been deleted. Its other comments are below.</Text>
      <Button variant="subtle" size="compact-sm" mt={4} onClick={onClear}>
        Show all comments
      </Button>
    </Alert>
  );
}
