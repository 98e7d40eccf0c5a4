// Business constants of the asset library (spec 001 sections 4 and 9), each defined once.

/** File status: 1 Active, 0 Archived, anything else Deleted (spec section 4). */
export const FileStatus = { Archived: 0, Active: 1, Deleted: 2 } as const;
export type FileStatus = (typeof FileStatus)[keyof typeof FileStatus];
export const fileStatusLabel = (status: number): 'Active' | 'Archived' | 'Deleted' => (status === FileStatus.Active ? 'Active' : status === FileStatus.Archived ? 'Archived' : 'Deleted');

/** The fixed move-to kits of section 9, by id (kit ids are numeric texts). */
export const MoveToKits = [
  { kitID: '72', name: '1_Gumbies' },
  { kitID: '73', name: '2_Gumby Update' },
  { kitID: '74', name: '3_Approved Assets' },
  { kitID: '75', name: '4_Needs Update' },
  { kitID: '76', name: '5_No Tags' },
  { kitID: '77', name: '6_Quarantine' },
  { kitID: '78', name: '7_Ready for Review' },
] as const;

/** A kit's URL name: its name with each space replaced by a dash (spec section 5). */
export const kitSlugOf = (name: string): string => name.trim().replace(/ /g, '-');

/** The public page of a kit. */
export const publicKitPath = (slug: string): string => `/kit/${encodeURIComponent(slug)}`;

export const AssetLimits = {
  /** List mode shows the first 1000 files, then all with Show all. */
  listModeFirstFiles: 1000,
  kitSearchPageSize: 50,
  editorAssetSearchMax: 50,
  /** Size display rounded to 0.1 MB. */
  sizeDisplayStepMb: 0.1,
  copyNoticeMs: 3000,
  versionsListMaxHeightPx: 250,
  /** Deepest directory nesting accepted, so the tree stays renderable. */
  maxDirectoryDepth: 20,
  /** Directories one kit may hold. */
  maxDirectoriesPerKit: 2000,
} as const;

/** Image export (spec section 5): the types and scales offered, for png, jpeg and jpg files only. */
export const ImageExport = {
  types: ['png', 'jpg', 'jpeg', 'tiff', 'tif', 'webp'],
  scales: [0.5, 0.75, 1, 1.5, 2, 3, 4],
  sources: ['png', 'jpeg', 'jpg'],
} as const;
export type ImageExportType = (typeof ImageExport.types)[number];
export type ImageExportScale = (typeof ImageExport.scales)[number];

/**
 * Typed scale input ("2", "2x", " 1.5 X", 0.75) as one of the export scales and its label ("2x"); null
 * for anything else. The browser shows the label; the server takes the same input.
 */
export const normalizeExportScale = (input: string | number): { scale: ImageExportScale; label: string } | null => {
  const text = String(input).trim().toLowerCase().replace(/\s*x$/, '').trim();
  if (!/^\d*\.?\d+$/.test(text)) return null;
  const value = Number(text);
  const scale = ImageExport.scales.find((s) => s === value);
  return scale === undefined ? null : { scale, label: `${scale}x` };
};
