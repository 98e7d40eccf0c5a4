// Helpers of the tracking tests: a project of the editor's, and its tracking read after a command.
import type { Answer } from '../../testing/httpClient';
import { createProject, type Person } from '../projects/projectsWorld';
import { readAfter } from '../commands/commandsWorld';
import { must, uniqueName } from '../scenes/scenesWorld';

export { must };

export const newTrackingProject = (who: Person): Promise<string> => createProject(who, uniqueName('Tracking project'));

/** The project's tracking as `who` reads it once `command` shows. */
export const trackingAfter = async (who: Person, command: Answer, projectID: string) => {
  const answer = await readAfter(who, command, '/api/tracking/getUserTasks', { projectID });
  expect(answer.status).toBe(200);
  return answer.body as {
    tracking: { taskID: number; userID: number; user: { givenName: string; userID: number }; hours: number; date: string; projectName: string; projectID: string; wordCount: number | null }[];
    wordCount: number | null;
    totals: { hours: number; byTask: { taskID: number; hours: number }[]; byUser: { user: { userID: number }; hours: number }[] };
  };
};
