// What the task tests share: an admin assigns a task on a fresh project, and the lists read it back.
import type { Answer } from '../../testing/httpClient';
import { unique } from '../commands/commandsWorld';
import { after, createProject, type Person, type ProjectsWorld } from '../projects/projectsWorld';

export interface TaskSeen {
  taskID: string;
  userID: number;
  status: number;
  taskName: string;
  project: { projectID: string; name: string };
  user: { userID: number; givenName: string; familyName: string; fullName: string };
  creator: { userID: number; givenName: string; familyName: string; fullName: string };
  data: { text: string; notes: string; dueDate: string | null; projectID: string; creatorUserID: number; completedOn: string | null };
}

const must = async (answer: Promise<Answer>, what: string): Promise<Answer> => {
  const a = await answer;
  if (a.status !== 200) throw new Error(`setup ${what}: ${a.status} ${a.text}`);
  return a;
};

/** A task `by` assigns to `to` on a new project of the world's editor; answers its id and the project's. */
export const assignTask = async (world: ProjectsWorld, to: Person, extra: Record<string, unknown> = {}, by: Person = world.admin): Promise<{ taskID: string; projectID: string; answer: Answer }> => {
  const projectID = await createProject(world.editor, unique('Tasks project'));
  const answer = await must(by.client.post('/api/tasks/save', { text: unique('Task'), targetUserID: to.userID, projectID, notes: '', dueDate: null, ...extra }), '/tasks/save');
  return { taskID: answer.body.taskID as string, projectID, answer };
};

/** The tasks of `who` (getUserTasks), read after a command. */
export const userTasks = async (who: Person, command: Answer): Promise<TaskSeen[]> => {
  const answer = await who.client.get('/api/tasks/getUserTasks', after(command));
  if (answer.status !== 200) throw new Error(`getUserTasks: ${answer.status} ${answer.text}`);
  return answer.body.tasks as TaskSeen[];
};

/** The board's open tasks (getAllTasks), read after a command. */
export const boardTasks = async (who: Person, command: Answer, filter: Record<string, unknown> = {}): Promise<TaskSeen[]> => {
  const answer = await who.client.post('/api/tasks/getAllTasks', filter, after(command));
  if (answer.status !== 200) throw new Error(`getAllTasks: ${answer.status} ${answer.text}`);
  return answer.body.tasks as TaskSeen[];
};

/** Tasks of a project (getProjectTasks), read after a command. */
export const projectTasks = async (who: Person, command: Answer, projectID: string): Promise<TaskSeen[]> => {
  const answer = await who.client.post('/api/tasks/getProjectTasks', { projectID }, after(command));
  if (answer.status !== 200) throw new Error(`getProjectTasks: ${answer.status} ${answer.text}`);
  return answer.body.tasks as TaskSeen[];
};
