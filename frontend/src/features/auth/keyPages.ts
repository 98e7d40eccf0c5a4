// The exporter pages are open to a signed-in user or to a holder of an automation access key given in
// the query parameter key (spec 002 section 2, access groups); every other visitor sees the landing
// page there, as on any other path. The page itself checks the key (/checkPuppeteerAccess).

/** The paths a key opens. */
const KEY_PAGES: ReadonlySet<string> = new Set(['/exporter', '/creditsexporter']);

/**
 * For a visitor's address (the hash route, '/exporter?v=2&key=...'): 'withKey' on a key page that
 * names a key, 'withoutKey' on a key page that does not, null on any other path.
 */
export const keyPageOf = (address: string): 'withKey' | 'withoutKey' | null => {
  const [path = '', query = ''] = address.replace(/^#/, '').split('?');
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (!KEY_PAGES.has(normalized.toLowerCase())) return null;
  return (new URLSearchParams(query).get('key') ?? '') !== '' ? 'withKey' : 'withoutKey';
};
