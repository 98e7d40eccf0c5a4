// The asset library's part of the hash route (spec 001 section 2): /assets, /assets/{kit} with kit
// numeric or the word all, /assets/{kit}/list, /assets/{kit}/settings (numeric only), and the kit's
// state in the query string: d={directoryID} and repeated f={fileID}.

export type AssetsView = 'kits' | 'standard' | 'list' | 'settings' | 'uploads';

export interface AssetsLocation {
  view: AssetsView;
  /** A numeric kit id or 'all'; null on the kit grid. */
  kit: string | null;
  directoryID: string | null;
  fileIDs: string[];
}

export const ALL_KITS = 'all';
/** Staged uploads live at /assets/uploads; that page is not a kit. */
const UPLOADS = 'uploads';

export const isKitRef = (kit: string): boolean => kit === ALL_KITS || /^\d{1,15}$/.test(kit);

/** Where a malformed assets path goes instead (a bad kit id redirects to /assets), or null to stay. */
export const assetsRedirectFor = (kit: string | null, view: string | null): string | null => {
  if (kit === null || kit === UPLOADS) return null;
  if (!isKitRef(kit)) return '/assets';
  if (view === null || view === 'list') return null;
  if (view === 'settings') return kit === ALL_KITS ? '/assets' : null;
  return '/assets';
};

export const parseAssetsRoute = (kit: string | null, view: string | null, query: string): AssetsLocation => {
  const params = new URLSearchParams(query);
  const fileIDs = params.getAll('f').filter((f) => f !== '');
  const directoryID = params.get('d') || null;
  if (kit === null) return { view: 'kits', kit: null, directoryID: null, fileIDs: [] };
  if (kit === UPLOADS) return { view: 'uploads', kit: null, directoryID: null, fileIDs: [] };
  const shown: AssetsView = view === 'list' ? 'list' : view === 'settings' ? 'settings' : 'standard';
  return { view: shown, kit, directoryID, fileIDs: [...new Set(fileIDs)] };
};

/** The path of a kit screen with its state in the query string. */
export const kitPath = (kit: string, view: 'standard' | 'list' | 'settings' = 'standard', state: { directoryID?: string | null; fileIDs?: readonly string[] } = {}): string => {
  const params = new URLSearchParams();
  if (state.directoryID) params.set('d', state.directoryID);
  for (const f of state.fileIDs ?? []) params.append('f', f);
  const query = params.toString();
  const base = `/assets/${encodeURIComponent(kit)}${view === 'standard' ? '' : `/${view}`}`;
  return query ? `${base}?${query}` : base;
};
