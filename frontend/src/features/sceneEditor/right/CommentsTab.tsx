// The editor's Comments tab: the review panel for this scene, new comments at the editor's playhead,
// and a chosen comment moves the playhead to its time.
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CommentPanel } from '../../review';
import { playheadMoved, selectEditor } from '../state/editorSlice';

export function CommentsTab() {
  const dispatch = useAppDispatch();
  const { sceneID, time } = useAppSelector(selectEditor);
  const [selected, setSelected] = useState<string | null>(null);
  if (!sceneID) return null;
  return (
    <CommentPanel
      source={{ kind: 'scene', sceneID }}
      playhead={Math.round(time)}
      selectedCommentID={selected}
      onSelect={(comment) => {
        setSelected(comment?.commentID ?? null);
        if (comment?.time != null) dispatch(playheadMoved(comment.time));
      }}
    />
  );
}
