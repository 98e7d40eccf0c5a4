// The comment markers on the timeline's ruler: a button per top-level comment at its time; choosing
// one selects the comment (its drawing shows over the stage, the Comments tab highlights it) and moves
// the playhead there. Resolved comments are grey, the selected one is ringed.
import { Tooltip } from '@mantine/core';
import type { PointerEvent } from 'react';
import { formatTime } from '../ops';
import { useSceneComments } from '../../review';
import { commentMarkers } from './markers';
import { useEditorReview } from './EditorReview';

const SIZE = 12;

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
  return (
    <>
      {commentMarkers(comments, zoom, duration).map(({ comment, x }) => {
        const chosen = selected?.commentID === comment.commentID;
        const label = `Comment at ${formatTime(comment.time ?? 0)}: ${comment.text.slice(0, 60) || 'drawing'}`;
        return (
          <Tooltip key={comment.commentID} label={label} withinPortal>
            <button
              type="button"
              aria-label={label}
              aria-pressed={chosen}
              data-testid="timeline-comment-marker"
              onPointerDown={keepFromRuler}
              onClick={() => {
                select(comment);
                if (comment.time !== null) onSeek(comment.time);
              }}
              style={{
                position: 'absolute',
                left: x - SIZE / 2,
                top: 2,
                width: SIZE,
                height: SIZE,
                padding: 0,
                borderRadius: '50% 50% 50% 0',
                transform: 'rotate(-45deg)',
                cursor: 'pointer',
                zIndex: 2,
                background: comment.resolved ? 'var(--mantine-color-gray-6)' : 'var(--mantine-color-yellow-6)',
                border: chosen ? '2px solid var(--mantine-color-blue-8)' : '1px solid var(--mantine-color-dark-4)',
              }}
            />
          </Tooltip>
        );
      })}
    </>
  );
}
