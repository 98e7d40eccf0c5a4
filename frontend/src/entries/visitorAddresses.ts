// Which addresses show a signed-out visitor the landing page, answered without the app's route table:
// the table reads every area, so asking it would load the whole app the landing entry exists to avoid
// (landingBoot.ts). visitorAddresses.unit.test.ts holds this list to the table, route by route.
import { keyPageOf } from '../features/auth/keyPages';
import { bySpecificity, compilePattern, matchPattern } from '../features/router/routePattern';

/** The paths of every route a visitor sees a screen of its own on (every audience but 'users'), the landing's '/' aside. */
export const VISITOR_SCREEN_PATHS = [
  '/login/*',
  '/set-password/:token/*',
  '/kit/:slug/*',
  '/review/scene/:slug',
  '/review/project/:slug',
  '/creditsexporter',
  '/export-render',
  '/dev/:page?/*',
] as const;

/** Routes of signed-in users whose addresses a visitor path above also matches: being more specific, they answer there. */
const USER_PATHS_WITHIN_VISITOR_PATHS = ['/dev/review'] as const;

// Where two patterns match an address the more specific one answers, as in the route table.
const patterns = [...VISITOR_SCREEN_PATHS.map((path) => ({ path, visitor: true })), ...USER_PATHS_WITHIN_VISITOR_PATHS.map((path) => ({ path, visitor: false }))]
  .map(({ path, visitor }) => ({ pattern: compilePattern(path), visitor }))
  .sort((a, b) => bySpecificity(a.pattern, b.pattern));

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * For a signed-out visitor's address (the hash, '#/project/1/files'): true where the app would show
 * the landing page (spec 002 section 2: every path but the visitors' own screens), false where it
 * shows another screen, whose code only the full app has.
 */
export const showsLandingToVisitor = (address: string): boolean => {
  // The exporter pages open with an automation key, and show the landing page without one (keyPages.ts).
  const keyPage = keyPageOf(address);
  if (keyPage !== null) return keyPage === 'withoutKey';
  const [path = ''] = address.replace(/^#/, '').split('?');
  const segments = path
    .split('/')
    .filter((s) => s !== '')
    .map(decode);
  const answering = patterns.find(({ pattern }) => matchPattern(pattern, segments) !== null);
  return answering?.visitor !== true;
};
