// The new-comment box and the reply box (spec 002, comment panel): text with mentions, the anonymous
// toggle, for a new comment the pen and box tools, Save (enabled with text, or a drawing for a new
// comment) and Clear. A new comment is made at the playhead.
import { memo, useState } from 'react';
import { ActionIcon, Button, Group, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconSquare } from '@tabler/icons-react';
import { useAppDispatch } from '../../../app/hooks';
import type { Drawing } from '../annotations/useDrawing';
import { canSave } from '../comments/model';
import { mentionsIn, type Mentionable } from '../comments/mentions';
import type { ReviewSource } from '../comments/sources';
import { commentSaveRequested } from '../reviewSlice';
import { MentionTextarea } from './MentionTextarea';
import { usePlayheadLabel, type Playhead } from './playhead';
import { useRequest } from './useRequest';

interface Props {
  source: ReviewSource;
  /** A reply: the top-level comment it belongs to and the comment it answers. */
  replyTo?: { parentCommentID: string; replyToCommentID: string };
  /** Where a new comment is made (ms, a frame, or null); absent for a reply. */
  playhead?: Playhead;
  /** How that time reads ("1:05.3"); absent: no time line. */
  timeLabel?: (time: number) => string;
  drawing?: Drawing;
  team: readonly Mentionable[];
  myUserID: number | null;
  anonymous: boolean;
  onAnonymousChange(on: boolean): void;
  onDone?(): void;
}

/**
 * The playhead moves on every animation frame while a scene plays: only the time line follows it, when
 * its text changes, and the text box and buttons (ComposerForm, memoised) read it when Save is pressed
 * (bench review_frame_p95).
 */
export function Composer({ playhead, timeLabel: labelOf, ...form }: Props) {
  const timeLabel = usePlayheadLabel(playhead, labelOf);
  const isReply = form.replyTo !== undefined;
  const shapeCount = isReply ? 0 : (form.drawing?.draft.shapes.length ?? 0);
  return (
    <Stack gap={6}>
      <ComposerForm {...form} playhead={playhead} />
      {!isReply && (timeLabel || shapeCount > 0) && (
        <Text size="xs" c="dimmed">
          {timeLabel ? `At ${timeLabel}` : ''}
          {timeLabel && shapeCount > 0 ? ' · ' : ''}
          {shapeCount > 0 ? `${shapeCount} ${shapeCount === 1 ? 'shape' : 'shapes'} drawn` : ''}
        </Text>
      )}
    </Stack>
  );
}

type FormProps = Omit<Props, 'timeLabel'>;

const ComposerForm = memo(function ComposerForm({ source, replyTo, playhead, drawing, team, myUserID, anonymous, onAnonymousChange, onDone }: FormProps) {
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Mentionable[]>([]);
  const isReply = replyTo !== undefined;
  const shapes = isReply ? [] : (drawing?.draft.shapes ?? []);
  const clear = () => {
    setText('');
    setChosen([]);
    if (!isReply) drawing?.clear();
  };
  const { pending, start } = useRequest(() => {
    clear();
    onDone?.();
  });
  const ready = canSave(text, shapes.length, isReply) && !pending;

  const save = () => {
    if (!ready) return;
    dispatch(
      commentSaveRequested({
        requestID: start(),
        source,
        text: text.trim(),
        time: isReply ? null : (playhead?.get() ?? null),
        parentCommentID: replyTo?.parentCommentID ?? null,
        replyToCommentID: replyTo?.replyToCommentID ?? null,
        shapes,
        anonymous,
        mentions: mentionsIn(text, chosen, myUserID),
      }),
    );
  };

  const tool = drawing?.draft.tool ?? null;
  return (
    <>
      <MentionTextarea
        label={isReply ? 'Reply' : 'New comment'}
        placeholder={isReply ? 'Write a reply… (@ to mention)' : 'Write a comment… (@ to mention)'}
        value={text}
        onChange={setText}
        onMention={(p) => setChosen((list) => (list.some((x) => x.userID === p.userID) ? list : [...list, p]))}
        onSubmit={save}
        team={team}
        myUserID={myUserID}
        autoFocus={isReply}
      />
      <Group justify="space-between" gap={6} wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          {!isReply && drawing && (
            <>
              <Tooltip label="Pen">
                <ActionIcon variant={tool === 'pen' ? 'filled' : 'default'} aria-label="Pen" aria-pressed={tool === 'pen'} onClick={() => drawing.chooseTool('pen')}>
                  <IconPencil size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Box">
                <ActionIcon variant={tool === 'box' ? 'filled' : 'default'} aria-label="Box" aria-pressed={tool === 'box'} onClick={() => drawing.chooseTool('box')}>
                  <IconSquare size={16} />
                </ActionIcon>
              </Tooltip>
            </>
          )}
          <Switch size="xs" label="Anonymous" checked={anonymous} onChange={(e) => onAnonymousChange(e.currentTarget.checked)} />
        </Group>
        <Group gap={6} wrap="nowrap">
          <Button size="compact-sm" variant="default" onClick={clear} disabled={pending || (text === '' && shapes.length === 0)}>
            Clear
          </Button>
          <Button size="compact-sm" onClick={save} disabled={!ready} loading={pending}>
            Save
          </Button>
        </Group>
      </Group>
    </>
  );
});
