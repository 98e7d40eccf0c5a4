// One comment's marker on a bar (the video bar, the scene player's progress bar, the editor's
// timeline): a button named "Comment at 0:07: what it says", pressed while its comment is selected,
// with the name as its tooltip. Several comments at (nearly) one time share a StackedMarker instead.
// Each bar places and paints its markers (`style`); what a marker is and says is the same everywhere.
import type { CSSProperties, PointerEvent } from 'react';
import { Tooltip } from '@mantine/core';

/** A marker's name: its time as the bar writes it and the start of the comment's words. */
export const commentMarkerLabel = (at: string, text: string): string => `Comment at ${at}: ${text.slice(0, 60) || 'drawing'}`;

interface Props {
  commentID: string;
  /** The time as the bar writes it. */
  at: string;
  text: string;
  selected: boolean;
  onChoose(commentID: string): void;
  /** Where the marker goes and how it looks. */
  style: CSSProperties;
  /** A press on the marker that must not reach what lies under it (the editor's ruler scrubs). */
  onPointerDown?(event: PointerEvent): void;
}

export function CommentMarker({ commentID, at, text, selected, onChoose, style, onPointerDown }: Props) {
  const label = commentMarkerLabel(at, text);
  return (
    <Tooltip label={label} withinPortal>
      <button
        type="button"
        aria-label={label}
        aria-pressed={selected}
        data-comment-marker={commentID}
        onPointerDown={onPointerDown}
        onClick={() => onChoose(commentID)}
        style={{ position: 'absolute', padding: 0, cursor: 'pointer', ...style }}
      />
    </Tooltip>
  );
}
