// The learning-link tests' setting: videos on the app's learning-site stand-in (startTestApp starts one
// per app; nothing leaves the machine), projects of the editor, and the people who hold the
// content.learning grants. Node ids are fresh per call, so each test and each every-command row has its own.
import type { LearningStandIn } from '@wb/platform';
import { addPerson } from '../adminUsers/adminWorld';
import { createProject, type Person, type ProjectsWorld } from '../projects/projectsWorld';

let counter = 0;

/** The spec's message, word for word (spec 002 section 8). */
export const LINKED_ELSEWHERE = 'Video is already linked to a different project';

export const standInOf = (world: ProjectsWorld): LearningStandIn => {
  const { learning } = world.app;
  if (learning === null) throw new Error('this world has no learning-site stand-in');
  return learning;
};

export interface LearningPeople {
  /** content.projects-edit and content.learning-edit: links and unlinks. */
  readonly linker: Person;
  /** content.projects-view and content.learning-view: sees the link, may not change it. */
  readonly watcher: Person;
}

const people = new WeakMap<ProjectsWorld, Promise<LearningPeople>>();

/** The two people of the learning tests, added once per world. */
export const learningPeople = (world: ProjectsWorld): Promise<LearningPeople> => {
  let found = people.get(world);
  if (!found) {
    found = (async () => ({
      linker: await addPerson(world, ['content.projects-edit', 'content.learning-edit'], 'Lena'),
      watcher: await addPerson(world, ['content.projects-view', 'content.learning-view'], 'Wanda'),
    }))();
    people.set(world, found);
  }
  return found;
};

/** A fresh video on the stand-in (published unless told), and its id. */
export const video = (world: ProjectsWorld, options: { status?: 0 | 1 | 2; name?: string } = {}): { nodeID: string; name: string } => {
  const n = ++counter;
  const nodeID = `${1000 + n}`;
  const name = options.name ?? `Lesson video ${n}`;
  standInOf(world).addNode({ id: nodeID, name, status: options.status ?? 1, data: { v: `v-${nodeID}`, s3: `videos/${nodeID}.mp4`, $: `p-${nodeID}` }, thumbnail: null });
  return { nodeID, name };
};

/** A fresh project of the linker's. */
export const learningProject = async (world: ProjectsWorld): Promise<string> => createProject((await learningPeople(world)).linker, `Learning project ${++counter}`);

/** Links the project to the video, failing the test unless it answers 200. */
export const linked = async (world: ProjectsWorld, projectID: string, nodeID: string) => {
  const answer = await (await learningPeople(world)).linker.client.post('/api/learning/linkNode', { projectID, nodeID });
  if (answer.status !== 200) throw new Error(`linkNode: ${answer.status} ${answer.text}`);
  return answer;
};
