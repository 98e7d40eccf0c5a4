// What getCreditsScreenshot draws with: a key of scope credits that the server issues itself for a
// few minutes, and the exporter page at the product's public address.
import { issueSystemKey } from '../automationKeys';
import type { CommandDeps } from '../shared/deps';
import { drawCreditsImage } from './creditsImage';
import type { CreditsImageDeps } from './routes';

/** Long enough for a slow start of the browser and the page, short enough to be worthless after. */
const KEY_TTL_MS = 5 * 60 * 1000;

export const creditsImageDeps = (deps: CommandDeps): CreditsImageDeps => ({
  issueKey: async (projectID) => (await issueSystemKey(deps.automationKeys, { scope: 'credits', ttlMs: KEY_TTL_MS, name: `credits.png of project ${projectID}` })).key,
  draw: (projectID, key) => drawCreditsImage({ appUrl: deps.publicUrl, projectID, key, blobs: deps.blobs }),
});
