// The comment panel of every review screen (spec 002, "Comment panel"), generic over what it shows
// comments of: a scene, a project's file, or the project itself (fileID -1). The screen gives the
// playhead (ms for scenes, a frame for videos, none for stills), the selection and the drawing in
// progress; the panel asks for the comments itself (or shows those given, read-only screens).
import { useMemo, useState } from 'react';
import { Button, Group, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useAppSelector } from '../../../app/hooks';
import { selectCurrentUser } from '../../auth/authSlice';
import type { Drawing } from '../annotations/useDrawing';
import type { Mentionable } from '../comments/mentions';
import { sortedComments, sortLabels, splitResolved, type PanelComment, type SortOrder } from '../comments/model';
import { fileThreads, sceneThreads, type ReviewSource } from '../comments/sources';
import { timeLabelOf } from '../comments/timeLabels';
import { useFileCommentsQuery, useSceneCommentsQuery, useTeamQuery } from '../reviewApi';
import { useAnonymousSetting } from './anonymousSetting';
import { CommentCard, type CardContext } from './CommentCard';
import { Composer } from './Composer';

export interface CommentPanelProps {
  source: ReviewSource;
  /** Where a new comment is made: ms for scenes, a frame for videos; null or absent for stills and the project. */
  playhead?: number | null;
  selectedCommentID: string | null;
  /** A comment chosen (the screen seeks to its time and shows its shapes), or null to clear. */
  onSelect(comment: PanelComment | null): void;
  /** The drawing in progress (the screen shows it in its annotation layer); absent: no drawing tools. */
  drawing?: Drawing;
  /** Public review: comments shown, nothing written. */
  readOnly?: boolean;
  /** Comments the screen already has (public review); absent: the panel asks for them. */
  comments?: readonly PanelComment[];
}

/**
 * Cards drawn at first, and added per Show more: a thread of a thousand comments opens as fast as one of
 * fifty (bench review_open_1000), and the list stays a plain list for keyboards and screen readers.
 */
const PAGE = 50;

const sortOrders = (Object.keys(sortLabels) as SortOrder[]).map((value) => ({ value, label: sortLabels[value] }));

const rolesOf = (member: object): string[] => {
  const roles = (member as { roles?: unknown }).roles;
  return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
};

/** The panel's comments, asked of the source's read model (skipped when the screen gives them). */
function useSourceComments(source: ReviewSource, given: readonly PanelComment[] | undefined, myUserID: number | null) {
  const scene = useSceneCommentsQuery(source.kind === 'scene' ? { sceneID: source.sceneID } : { sceneID: '' }, { skip: given !== undefined || source.kind !== 'scene' });
  const file = useFileCommentsQuery(source.kind === 'file' ? { projectID: source.projectID, fileID: source.fileID } : { projectID: source.kind === 'project' ? source.projectID : '', fileID: -1 }, {
    skip: given !== undefined || source.kind === 'scene',
  });
  const comments = useMemo(() => {
    if (given) return given;
    if (source.kind === 'scene') return scene.data ? sceneThreads(scene.data.comments) : null;
    return file.data ? fileThreads(file.data.comments, myUserID) : null;
  }, [given, source.kind, scene.data, file.data, myUserID]);
  const failed = source.kind === 'scene' ? scene.isError : file.isError;
  return { comments, failed };
}

export function CommentPanel({ source, playhead = null, selectedCommentID, onSelect, drawing, readOnly = false, comments: given }: CommentPanelProps) {
  const me = useAppSelector(selectCurrentUser);
  const myUserID = me?.userID ?? null;
  const { comments, failed } = useSourceComments(source, given, myUserID);
  const { data: teamData } = useTeamQuery(undefined, { skip: readOnly });
  const team = useMemo<Mentionable[]>(() => (teamData?.team ?? []).map((m) => ({ userID: m.userID, fullName: m.fullName, roles: rolesOf(m) })), [teamData]);
  const [anonymous, setAnonymous] = useAnonymousSetting();
  const [order, setOrder] = useState<SortOrder>('time');
  const [showResolved, setShowResolved] = useState(true);
  const [shownOpen, setShownOpen] = useState(PAGE);
  const [shownResolved, setShownResolved] = useState(PAGE);
  const timeLabel = timeLabelOf(source);

  const context = useMemo<CardContext>(
    () => ({ source, team, myUserID, anonymous, onAnonymousChange: setAnonymous, readOnly, timeLabel }),
    [source, team, myUserID, anonymous, setAnonymous, readOnly, timeLabel],
  );
  const { open, resolved } = useMemo(() => splitResolved(sortedComments(comments ?? [], order)), [comments, order]);

  const list = (items: PanelComment[], shown: number, more: () => void) => (
    <>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.slice(0, shown).map((c) => (
          <li key={c.commentID}>
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
    <Stack gap="sm" data-testid="comment-panel" aria-busy={comments === null && !failed}>
      {!readOnly && (
        <Composer
          source={source}
          time={playhead}
          timeLabel={playhead !== null ? timeLabel(playhead) : undefined}
          drawing={drawing}
          team={team}
          myUserID={myUserID}
          anonymous={anonymous}
          onAnonymousChange={setAnonymous}
        />
      )}
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
      {list(open, shownOpen, () => setShownOpen((n) => n + PAGE))}
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
          {showResolved && list(resolved, shownResolved, () => setShownResolved((n) => n + PAGE))}
        </Stack>
      )}
    </Stack>
  );
}
