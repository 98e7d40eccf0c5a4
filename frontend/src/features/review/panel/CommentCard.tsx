// One top-level comment with its replies (newest last): author ('(you)', 'Unknown', the anonymous
// name), its time (a click selects it: the screen seeks there and shows its drawing), the text as
// text, Reply for anyone, Resolve/Unresolve, and Edit (while open) and Delete for the author.
import { memo, useState } from 'react';
import { Badge, Box, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useAppDispatch } from '../../../app/hooks';
import { authorLabel, editChanged, olderVersionLabel, type PanelComment } from '../comments/model';
import type { Mentionable } from '../comments/mentions';
import type { ReviewSource } from '../comments/sources';
import { commentDeleteRequested, commentEditRequested, commentResolveRequested } from '../reviewSlice';
import { Composer } from './Composer';
import { confirmCommentDelete } from './confirmCommentDelete';
import { MentionTextarea } from './MentionTextarea';
import { useRequest } from './useRequest';

export interface CardContext {
  source: ReviewSource;
  team: readonly Mentionable[];
  myUserID: number | null;
  anonymous: boolean;
  onAnonymousChange(on: boolean): void;
  readOnly: boolean;
  timeLabel(time: number): string;
  /** The scene version open on the screen (comments made on an older one say so); null: not a scene screen. */
  currentVersion: number | null;
}

interface Props {
  comment: PanelComment;
  selected: boolean;
  onSelect(comment: PanelComment | null): void;
  context: CardContext;
}

/** The text of a comment: plain text (never HTML), its lines kept. */
const Body = ({ text }: { text: string }) =>
  text ? (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  ) : null;

function Editor({ comment, context, onClose }: { comment: PanelComment; context: CardContext; onClose(): void }) {
  const dispatch = useAppDispatch();
  const [text, setText] = useState(comment.text);
  const { pending, start } = useRequest(onClose);
  const save = () => {
    // Editing saves only if the text changed (spec 002 section 5).
    if (!editChanged(comment.text, text)) return onClose();
    dispatch(commentEditRequested({ requestID: start(), source: context.source, commentID: comment.commentID, text: text.trim() }));
  };
  return (
    <Stack gap={6}>
      <MentionTextarea label="Edit comment" placeholder="" value={text} onChange={setText} onMention={() => {}} onSubmit={save} team={context.team} myUserID={context.myUserID} autoFocus />
      <Group gap={6} justify="flex-end">
        <Button size="compact-xs" variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button size="compact-xs" onClick={save} loading={pending} disabled={!editChanged(comment.text, text)}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}

/** `threadResolved`: a reply of a resolved comment is no longer edited either. */
function Entry({ comment, context, isReply, threadResolved, onReply }: { comment: PanelComment; context: CardContext; isReply: boolean; threadResolved: boolean; onReply(): void }) {
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState(false);
  const resolving = useRequest();
  const deleting = useRequest();
  const mine = comment.mine && !context.readOnly;
  const older = olderVersionLabel(comment, context.currentVersion);
  return (
    <Stack gap={4}>
      <Group gap={6} justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600} truncate>
          {authorLabel(comment)}
        </Text>
        <Text size="xs" c={threadResolved ? 'gray.7' : 'dimmed'} style={{ flexShrink: 0 }}>
          {new Date(comment.createdOn).toLocaleDateString()}
        </Text>
      </Group>
      {older && (
        <Text size="xs" c={threadResolved ? 'gray.7' : 'dimmed'} data-testid="comment-older-version">
          {older}
        </Text>
      )}
      {editing ? <Editor comment={comment} context={context} onClose={() => setEditing(false)} /> : <Body text={comment.text} />}
      {!context.readOnly && !editing && (
        <Group gap={4}>
          <Button size="compact-xs" variant="subtle" onClick={onReply}>
            Reply
          </Button>
          {!isReply && (
            <Button
              size="compact-xs"
              variant="subtle"
              loading={resolving.pending}
              onClick={() => dispatch(commentResolveRequested({ requestID: resolving.start(), source: context.source, commentID: comment.commentID, resolved: !comment.resolved }))}
            >
              {comment.resolved ? 'Unresolve' : 'Resolve'}
            </Button>
          )}
          {mine && !threadResolved && (
            <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)}>
              Edit
            </Button>
          )}
          {mine && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              // The subtle variant's red is too light on white (3.2:1): red-9 reads (5.4:1).
              style={{ '--button-color': 'var(--mantine-color-red-9)' }}
              loading={deleting.pending}
              onClick={() =>
                confirmCommentDelete(comment.replies.length, () => dispatch(commentDeleteRequested({ requestID: deleting.start(), source: context.source, commentID: comment.commentID })))
              }
            >
              Delete
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}

export const CommentCard = memo(function CommentCard({ comment, selected, onSelect, context }: Props) {
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const select = () => onSelect(selected ? null : comment);
  return (
    <Paper
      withBorder
      p="xs"
      component="article"
      aria-label={`Comment by ${authorLabel(comment)}`}
      data-comment-id={comment.commentID}
      // Resolved comments are dimmed by grey text and a dashed border, which keep the contrast that opacity would lose.
      c={comment.resolved ? 'gray.7' : undefined}
      style={{ borderStyle: comment.resolved ? 'dashed' : undefined, borderColor: selected ? 'var(--mantine-color-blue-6)' : undefined, borderWidth: selected ? 2 : undefined }}
    >
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap">
          <UnstyledButton onClick={select} aria-pressed={selected} title={selected ? 'Clear the selection' : 'Show this comment (its time and drawing)'}>
            <Badge variant={selected ? 'filled' : 'light'} size="sm" style={{ cursor: 'pointer' }}>
              {comment.time !== null ? context.timeLabel(comment.time) : 'Show'}
            </Badge>
          </UnstyledButton>
          {comment.shapes.length > 0 && (
            <Text size="xs" c={comment.resolved ? 'gray.7' : 'dimmed'}>
              {comment.shapes.length === 1 ? 'Drawing' : `Drawing, ${comment.shapes.length} shapes`}
            </Text>
          )}
        </Group>
        <Entry comment={comment} context={context} isReply={false} threadResolved={comment.resolved} onReply={() => setReplyingTo(comment.commentID)} />
        {comment.replies.length > 0 && (
          <Box pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}>
            <Stack gap="xs">
              {comment.replies.map((r) => (
                <Entry key={r.commentID} comment={r} context={context} isReply threadResolved={comment.resolved} onReply={() => setReplyingTo(r.commentID)} />
              ))}
            </Stack>
          </Box>
        )}
        {replyingTo !== null && !context.readOnly && (
          <Composer
            source={context.source}
            replyTo={{ parentCommentID: comment.commentID, replyToCommentID: replyingTo }}
            team={context.team}
            myUserID={context.myUserID}
            anonymous={context.anonymous}
            onAnonymousChange={context.onAnonymousChange}
            onDone={() => setReplyingTo(null)}
          />
        )}
      </Stack>
    </Paper>
  );
});
