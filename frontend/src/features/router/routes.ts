// Hash routes of the spec (000 section 2, 002 route table), parsed into values the screens switch on.
import { Calls, refusedGrant } from '@wb/contracts';
import { assetsRedirectFor } from '../assets/assetsRoute';
import { sceneScreenOf } from './sceneRoutes';

export type Route =
  | { name: 'landing' }
  | { name: 'login'; error: string | null }
  | { name: 'setPassword'; token: string }
  | { name: 'home'; filter: string | null }
  | { name: 'project'; projectID: string; rest: string }
  | { name: 'projectContents'; projectID: string }
  | { name: 'assets'; kit: string | null; view: string | null; query: string }
  | { name: 'assetUploads' }
  | { name: 'publicKit'; slug: string }
  | { name: 'pronounce' }
  | { name: 'profile' }
  | { name: 'manual' }
  | { name: 'admin'; routeId: string | null }
  | { name: 'dev'; page: string; query: string }
  | { name: 'unknown'; path: string };

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The value of one query parameter after the hash path, e.g. #/login?error=... */
const queryParam = (hash: string, name: string): string | null => {
  const query = hash.split('?')[1];
  return query === undefined ? null : new URLSearchParams(query).get(name);
};

/** '#/home/recent' or '/home/recent' -> { name: 'home', filter: 'recent' }. */
export const parseRoute = (hash: string): Route => {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  const [head = '', ...rest] = path
    .split('/')
    .filter((s) => s !== '')
    .map(decode);
  switch (head) {
    case '':
      return { name: 'landing' };
    case 'login':
      // Single sign-on comes back here with ?error=... when it fails.
      return { name: 'login', error: queryParam(hash, 'error') };
    case 'set-password':
      return rest[0] ? { name: 'setPassword', token: rest[0] } : { name: 'unknown', path };
    case 'home':
      return { name: 'home', filter: rest[0] ?? null };
    case 'project':
      return rest[0] ? { name: 'project', projectID: rest[0], rest: rest.slice(1).join('/') } : { name: 'unknown', path };
    case 'projectContents':
      return rest[0] ? { name: 'projectContents', projectID: rest[0] } : { name: 'unknown', path };
    case 'assets':
      if (rest[0] === 'uploads' && rest.length === 1) return { name: 'assetUploads' };
      // The kit screens read their own part (kit, view, d= and f=) with parseAssetsRoute.
      return { name: 'assets', kit: rest[0] ?? null, view: rest[1] ?? null, query: hash.split('?')[1] ?? '' };
    case 'kit':
      return rest[0] ? { name: 'publicKit', slug: rest[0] } : { name: 'unknown', path };
    case 'pronounce':
      return { name: 'pronounce' };
    case 'profile':
      return { name: 'profile' };
    case 'manual':
      return { name: 'manual' };
    case 'admin':
      return { name: 'admin', routeId: rest[0] ?? null };
    case 'dev':
      return { name: 'dev', page: rest[0] ?? '', query: hash.split('?')[1] ?? '' };
    default:
      return { name: 'unknown', path };
  }
};

const projectPath = (projectID: string, rest: string) => `/project/${encodeURIComponent(projectID)}/${rest}`;

/**
 * Where a route sends the user instead, given whether they are signed in; null to stay. A signed-in
 * user goes from /, /login and unknown paths to /home; /project/{id} opens its files, and a bare
 * numeric file id becomes /files/{fileID} (spec 000 section 2).
 */
export const redirectFor = (route: Route, signedIn: boolean): string | null => {
  if (!signedIn) return null;
  if (route.name === 'landing' || route.name === 'unknown' || route.name === 'login') return '/home';
  if (route.name === 'assets') {
    const fixed = assetsRedirectFor(route.kit, route.view);
    if (fixed !== null) return fixed;
  }
  if (route.name === 'project') {
    if (route.rest === '') return projectPath(route.projectID, 'files');
    if (/^\d+$/.test(route.rest)) return projectPath(route.projectID, `files/${route.rest}`);
  }
  return null;
};

/** Screens a signed-out visitor may see; every other path shows the landing page (spec 002 section 2). */
export const isPublicRoute = (route: Route): boolean => route.name === 'landing' || route.name === 'login' || route.name === 'setPassword' || route.name === 'publicKit' || route.name === 'dev';

/** The grant a route needs, or null. */
export const requiredGrantOf = (route: Route): string | null => {
  switch (route.name) {
    case 'project':
      // The scene editor saves each change as it is made: it is an editing screen, so it asks for the
      // grant its save asks for (a view holder gets 'You shall not pass!' naming it, not failed saves).
      if (sceneScreenOf(route.rest)?.kind === 'editor') return refusedGrant(Calls.editor.saveSceneDocument.access);
      return 'content.projects-view';
    case 'home':
    case 'projectContents':
      return 'content.projects-view';
    case 'assets':
      return 'content.assets-view';
    case 'assetUploads':
      return 'content.assets-edit';
    default:
      return null;
  }
};

export const homePath = (filter: string | null): string => (filter ? `/home/${encodeURIComponent(filter)}` : '/home');
