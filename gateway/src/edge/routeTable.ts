// Which upstream answers a path at the edge, from the registry's kind of each call: commands (and
// sign-in, which opens sessions) to the command API, queries (and live updates) to the query API.
import { API_PREFIX, AuthPaths, GoogleSignInRoutes, HISTORY_DOWNLOAD_PATH, PublicKitPaths, ReportPaths, ReviewImagePath, UploadPaths, allCalls } from '@wb/contracts';

export type Upstream = 'command' | 'query';

export const buildRouteTable = (): ReadonlyMap<string, Upstream> => {
  const table = new Map<string, Upstream>();
  for (const call of allCalls()) table.set(`${call.method} ${API_PREFIX}${call.path}`, call.kind);
  table.set(`POST ${AuthPaths.login}`, 'command');
  table.set(`POST ${AuthPaths.setPassword}`, 'command');
  table.set(`POST ${AuthPaths.logout}`, 'command');
  table.set(`GET ${AuthPaths.initialize}`, 'command');
  table.set(`GET ${AuthPaths.connections}`, 'command');
  table.set(`GET ${AuthPaths.callback}`, 'command');
  for (const [method, path] of GoogleSignInRoutes) table.set(`${method} ${path}`, 'command');
  table.set(`GET ${AuthPaths.events}`, 'query');
  for (const path of Object.values(PublicKitPaths)) table.set(`GET ${path}`, 'query');
  table.set(`GET ${ReviewImagePath}`, 'query');
  // The admin reports answer files: plain GET routes of the query API.
  for (const path of Object.values(ReportPaths)) table.set(`GET ${path}`, 'query');
  table.set(`GET ${HISTORY_DOWNLOAD_PATH}`, 'query');
  return table;
};

/** Paths served under a prefix rather than one by one: uploads (any tus method) and stored files. */
const byPrefix = (method: string, path: string): Upstream | null => {
  const lower = path.toLowerCase();
  if (lower === UploadPaths.upload || lower === `${UploadPaths.upload}/`) return 'command';
  if (lower === UploadPaths.tus || lower.startsWith(`${UploadPaths.tus}/`)) return 'command';
  if ((method === 'GET' || method === 'HEAD') && lower.startsWith(`${UploadPaths.blobs}/`)) return 'query';
  return null;
};

export const upstreamOf = (table: ReadonlyMap<string, Upstream>, method: string, path: string): Upstream | null => table.get(`${method === 'HEAD' ? 'GET' : method} ${path}`) ?? byPrefix(method, path);
