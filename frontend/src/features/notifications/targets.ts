// Where a notification leads (spec 000 section 2's routes): a file's comment, a project-level comment
// (fileID -1) on the project contents page, the contents page for a task assignment (its Tasks
// section), or the scene for a scene's comment.
import type { Notification } from '@wb/contracts';
import { contentsPath } from '../projectContents/commentLink';

const seg = encodeURIComponent;

/** The in-app path a notification opens, or null when it names nothing to open. */
export const targetOf = (notification: Notification): string | null => {
  const { project, file, scene, replyComment, action } = notification.data;
  if (project === null) return null;
  const p = seg(project.projectID);
  if (scene !== null) return `/project/${p}/editor/scene/${seg(scene.sceneID)}`;
  if (action === 'projectTaskAssignment') return contentsPath(project.projectID);
  // A mention in the project's comments, or a reply there (a comment with no file is the project's own).
  if (action === 'projectContentsMention' || file === null) return contentsPath(project.projectID, replyComment?.commentID ?? null);
  const comments = `/project/${p}/files/${seg(file.fileID)}/comments`;
  return replyComment === null ? comments : `${comments}/${seg(replyComment.commentID)}`;
};
