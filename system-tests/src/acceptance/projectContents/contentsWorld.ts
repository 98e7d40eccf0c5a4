// Helpers of the contents page's API tests: the project as a viewer reads it after a command, and a
// jpg uploaded as a project thumbnail. Only what an outside tester knows: paths, bodies and answers.
import type { Answer } from '../../testing/httpClient';
import { uploadedFile } from '../assets/storedUploads';
import { after, type Person } from '../projects/projectsWorld';

export const LINK_EXISTS = 'Link with that URL already exists!';

export interface ContentsProject {
  projectID: string;
  status: number;
  thumbnail: string | null;
  data: { links: { type: string; url: string; name: string }[]; due: { date: string | null; completedOn: string | null } };
}

/** The project as `who` reads it, after `command` when given. */
export const projectAfter = async (who: Person, projectID: string, command?: Answer): Promise<ContentsProject> => {
  const answer = await who.client.post('/api/project/getProjectByProjectID', { projectID }, command ? after(command) : {});
  if (answer.status !== 200) throw new Error(`read ${projectID}: ${answer.status} ${answer.text}`);
  return answer.body.project as ContentsProject;
};

/** The entries of a project's credits as `who` reads them after `command`. */
export const creditEntriesAfter = async (who: Person, projectID: string, command: Answer): Promise<{ id: string; name: string; role: string }[]> => {
  const answer = await who.client.post('/api/project/getCreditsData', { projectID }, after(command));
  if (answer.status !== 200) throw new Error(`credits ${projectID}: ${answer.status} ${answer.text}`);
  const items = (answer.body.creditsData?.data.items ?? []) as { id: string; type: string; name?: string; role?: string }[];
  return items.filter((i) => i.type === 'entry').map((i) => ({ id: i.id, name: i.name ?? '', role: i.role ?? '' }));
};

/** A jpg `who` uploaded as a project thumbnail; answers its address. */
export const uploadedThumbnail = async (who: Person, name = 'cover.jpg'): Promise<string> => (await uploadedFile(who, name, 'projectThumbnail')).url;
