// Where a notification leads (spec 000 section 2's routes): a file's comment, the project contents for a
// project-level mention or a task assignment (its Tasks section), or the scene for a scene's comment.
import type { Notification } from '@wb/contracts';

const seg = encodeURIComponent;

/** The in-app path a notification opens, or null when it names nothing to open. */
export const targetOf = (notification: Notification): string | null => {
  const { project, file, scene, replyComment, action } = notification.data;
  if (project === null) return null;
  const p = seg(project.projectID);
  if (scene !== null) return `/project/${p}/editor/scene/${seg(scene.sceneID)}`;
  if (action === 'projectContentsMention' || action === 'projectTaskAssignment' || file === null) return `/projectContents/${p}`;
  const comments = `/project/${p}/files/${seg(file.fileID)}/comments`;
  return replyComment === null ? comments : `${comments}/${seg(replyComment.commentID)}`;
};
