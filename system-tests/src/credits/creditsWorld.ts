// Helpers of the credits tests: a project, a partner logo uploaded as one, and credits.png read back
// as bytes. Only what an outside tester knows is used: paths, bodies, statuses and messages.
import { SESSION_COOKIE } from '@wb/platform';
import { uploadedFile } from '../acceptance/assets/storedUploads';
import { createProject, type Person } from '../acceptance/projects/projectsWorld';
import { must, uniqueName } from '../acceptance/scenes/scenesWorld';

export { must, uniqueName };

export const newCreditsProject = (who: Person): Promise<string> => createProject(who, uniqueName('Credits project'));

export const section = (id: string, title: string) => ({ id, type: 'section', title });
export const entry = (id: string, name: string, role: string, flags: { attribution?: unknown; shareAlike?: unknown } = {}) => ({ id, type: 'entry', name, role, ...flags });
export const logoOf = (id: string, src: string, width = 300, x = 0, y = 0) => ({ id, src, style: { width, transform: { x, y } } });

/** A png `who` uploaded as a partner logo; answers its address. */
export const uploadedLogo = async (who: Person): Promise<string> => (await uploadedFile(who, 'logo.png', 'creditsLogo')).url;

/** The stored file at `src` as `who` reads it: its status, type and, for a PNG, its size from the header. */
export const readImage = async (baseUrl: string, who: Person, src: string): Promise<{ status: number; type: string | null; width: number; height: number }> => {
  const session = who.client.cookie(SESSION_COOKIE);
  const response = await fetch(`${baseUrl}${src}`, { headers: session ? { cookie: `${SESSION_COOKIE}=${session}` } : {} });
  const bytes = Buffer.from(await response.arrayBuffer());
  const isPng = bytes.subarray(1, 4).toString('latin1') === 'PNG';
  return { status: response.status, type: response.headers.get('content-type'), width: isPng ? bytes.readUInt32BE(16) : 0, height: isPng ? bytes.readUInt32BE(20) : 0 };
};
