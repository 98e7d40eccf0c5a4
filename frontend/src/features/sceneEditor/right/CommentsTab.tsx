// The editor's Comments tab: the review panel for this scene, new comments at the editor's playhead,
// and a chosen comment moves the playhead to its time. The selection and the drawing in progress are
// the editor's (EditorReview), so the timeline marks the selected comment and the stage shows and
// takes its drawing.
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CommentPanel } from '../../review';
import { useEditorReview } from '../review/EditorReview';
import { playheadMoved, selectEditor } from '../state/editorSlice';

export function CommentsTab() {
  const dispatch = useAppDispatch();
  const { sceneID, time, baseVersion } = useAppSelector(selectEditor);
  const { selected, select, drawing } = useEditorReview();
  if (!sceneID) return null;
  return (
    <CommentPanel
      source={{ kind: 'scene', sceneID }}
      playhead={Math.round(time)}
      selectedCommentID={selected?.commentID ?? null}
      drawing={drawing}
      currentVersion={baseVersion > 0 ? baseVersion : null}
      onSelect={(comment) => {
        select(comment);
        if (comment?.time != null) dispatch(playheadMoved(comment.time));
      }}
    />
  );
}
