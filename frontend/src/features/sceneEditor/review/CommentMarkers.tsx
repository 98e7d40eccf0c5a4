// The comment markers on the timeline's ruler: a button per top-level comment at its time; choosing
// one selects the comment (its drawing shows over the stage, the Comments tab highlights it) and moves
// the playhead there. Resolved comments are grey, the selected one is ringed. Comments whose markers
// would overlap at the ruler's zoom share one marker showing their count (shared/markerGroups.ts): it
// opens the earliest and lists them all.
import type { PointerEvent } from 'react';
import { groupMarkers } from '../../../shared/markerGroups';
import { StackedMarker } from '../../../shared/StackedMarker';
import { CommentMarker } from '../../../shared/CommentMarker';
import { formatTime } from '../ops';
import { useSceneComments, type PanelComment } from '../../review';
import { commentMarkers } from './markers';
import { useEditorReview } from './EditorReview';

const SIZE = 12;
/** A stacked marker's diameter, and the least distance between drawn markers, in pixels. */
const STACK = 16;
const GAP = 14;

interface Props {
  sceneID: string;
  zoom: number;
  duration: number;
  onSeek(time: number): void;
}

/** A press on a marker is not a scrub of the ruler under it. */
const keepFromRuler = (event: PointerEvent) => event.stopPropagation();

export function CommentMarkers({ sceneID, zoom, duration, onSeek }: Props) {
  const comments = useSceneComments(sceneID);
  const { selected, select } = useEditorReview();
  const choose = (comment: PanelComment) => {
    select(comment);
    if (comment.time !== null) onSeek(comment.time);
  };
  return (
    <>
      {groupMarkers(commentMarkers(comments, zoom, duration), (m) => m.x, GAP).map(({ x, items }) => {
        const comment = items[0]?.comment;
        if (!comment) return null;
        if (items.length > 1) {
          const chosenHere = items.some((m) => m.comment.commentID === selected?.commentID);
          return (
            <StackedMarker
              key={comment.commentID}
              items={items.map(({ comment: c }) => ({ id: c.commentID, at: formatTime(c.time ?? 0), text: c.text }))}
              selectedID={selected?.commentID ?? null}
              onChoose={(id) => {
                const c = items.find((m) => m.comment.commentID === id)?.comment;
                if (c) choose(c);
              }}
              onPointerDown={keepFromRuler}
              size={STACK}
              style={{
                left: x - STACK / 2,
                top: 0,
                zIndex: 2,
                color: 'var(--mantine-color-dark-9)',
                background: items.every((m) => m.comment.resolved) ? 'var(--mantine-color-gray-4)' : 'var(--mantine-color-yellow-5)',
                border: chosenHere ? '2px solid var(--mantine-color-blue-8)' : '1px solid var(--mantine-color-dark-4)',
              }}
            />
          );
        }
        return (
          <CommentMarker
            key={comment.commentID}
            commentID={comment.commentID}
            at={formatTime(comment.time ?? 0)}
            text={comment.text}
            selected={selected?.commentID === comment.commentID}
            onChoose={() => choose(comment)}
            onPointerDown={keepFromRuler}
            style={{
              left: x - SIZE / 2,
              top: 2,
              width: SIZE,
              height: SIZE,
              borderRadius: '50% 50% 50% 0',
              transform: 'rotate(-45deg)',
              zIndex: 2,
              background: comment.resolved ? 'var(--mantine-color-gray-6)' : 'var(--mantine-color-yellow-6)',
              border: selected?.commentID === comment.commentID ? '2px solid var(--mantine-color-blue-8)' : '1px solid var(--mantine-color-dark-4)',
            }}
          />
        );
      })}
    </>
  );
}
