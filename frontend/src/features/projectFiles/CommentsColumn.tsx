// The right column: the review area's comment panel for the active file, or for the project itself
// (fileID -1) when no file is open. Selecting a file comment goes to its deep link (the page then seeks
// to its frame and shows its drawing); clearing the selection goes back to …/comments.
import { Paper } from '@mantine/core';
import type { ReviewFile } from '@wb/contracts';
import { useState } from 'react';
import { CommentPanel, type Drawing, type ReviewSource } from '../review';

interface Props {
  projectID: string;
  file: ReviewFile | null;
  /** The video's frame shown, where a new comment is made; null for stills and the project. */
  playhead: number | null;
  selectedCommentID: string | null;
  onSelect(commentID: string | null): void;
  drawing: Drawing;
}

export function CommentsColumn({ projectID, file, playhead, selectedCommentID, onSelect, drawing }: Props) {
  // The project's own comments have no address of their own: their selection is kept here.
  const [projectSelection, setProjectSelection] = useState<string | null>(null);
  const source: ReviewSource = file ? { kind: 'file', projectID, fileID: file.fileID } : { kind: 'project', projectID };
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={file ? `Comments on ${file.name}` : 'Project comments'} data-comments-column>
      <CommentPanel
        source={source}
        playhead={playhead}
        selectedCommentID={file ? selectedCommentID : projectSelection}
        onSelect={(c) => (file ? onSelect(c?.commentID ?? null) : setProjectSelection(c?.commentID ?? null))}
        drawing={file ? drawing : undefined}
      />
    </Paper>
  );
}
