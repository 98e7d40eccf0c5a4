// The comment panel of every review screen (spec 002, "Comment panel"), generic over what it shows
// comments of: a scene, a project's file, or the project itself (fileID -1). The screen gives the
// playhead (ms for scenes, a frame for videos, none for stills), the selection and the drawing in
// progress; the panel asks for the comments itself (or shows those given, read-only screens).
import { memo, useMemo } from 'react';
import { Stack } from '@mantine/core';
import { useAppSelector } from '../../../app/hooks';
import { HistoryButton } from '../../history/HistoryLinks';
import { commentThreadID } from '../../history/historyPath';
import { selectCurrentUser } from '../../auth/authSlice';
import type { Drawing } from '../annotations/useDrawing';
import type { Mentionable } from '../comments/mentions';
import type { PanelComment } from '../comments/model';
import { fileThreads, sceneThreads, type ReviewSource } from '../comments/sources';
import { timeLabelOf } from '../comments/timeLabels';
import { useFileCommentsQuery, useSceneCommentsQuery, useTeamQuery } from '../reviewApi';
import { useAnonymousSetting } from './anonymousSetting';
import type { CardContext } from './CommentCard';
import { CommentThreads } from './CommentThreads';
import { useStableSource } from './useStableSource';
import { Composer } from './Composer';
import { usePlayheadStore, type Playhead } from './playhead';

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
  /** The scene version the screen shows: comments made on an older one say so. */
  currentVersion?: number | null;
}

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

/**
 * The screen re-renders with a new playhead on every animation frame while a scene plays: the panel
 * hands it on as a store (playhead.ts) to a memoised body, so only the composer's time line follows it.
 */
export function CommentPanel({ source: givenSource, playhead = null, ...rest }: CommentPanelProps) {
  const source = useStableSource(givenSource);
  return <PanelBody source={source} playhead={usePlayheadStore(playhead)} {...rest} />;
}

type BodyProps = Omit<CommentPanelProps, 'playhead'> & { playhead: Playhead };

const PanelBody = memo(function PanelBody({ source, playhead, selectedCommentID, onSelect, drawing, readOnly = false, comments: given, currentVersion = null }: BodyProps) {
  const me = useAppSelector(selectCurrentUser);
  const myUserID = me?.userID ?? null;
  const { comments, failed } = useSourceComments(source, given, myUserID);
  const { data: teamData } = useTeamQuery(undefined, { skip: readOnly });
  const team = useMemo<Mentionable[]>(() => (teamData?.team ?? []).map((m) => ({ userID: m.userID, fullName: m.fullName, roles: m.roles })), [teamData]);
  const [anonymous, setAnonymous] = useAnonymousSetting();
  const timeLabel = timeLabelOf(source);

  const context = useMemo<CardContext>(
    () => ({ source, team, myUserID, anonymous, onAnonymousChange: setAnonymous, readOnly, timeLabel, currentVersion }),
    [source, team, myUserID, anonymous, setAnonymous, readOnly, timeLabel, currentVersion],
  );

  return (
    <Stack gap="sm" data-testid="comment-panel" aria-busy={comments === null && !failed}>
      {!readOnly && <Composer source={source} playhead={playhead} timeLabel={timeLabel} drawing={drawing} team={team} myUserID={myUserID} anonymous={anonymous} onAnonymousChange={setAnonymous} />}
      <CommentThreads comments={comments} failed={failed} selectedCommentID={selectedCommentID} onSelect={onSelect} context={context} />
      {!readOnly && <HistoryButton entityType="commentThread" entityID={commentThreadID(source)} label="History of these comments" variant="subtle" style={{ alignSelf: 'flex-start' }} />}
    </Stack>
  );
});
