// What a visitor of a public kit page (/kit/{slug}) downloads: plain GET addresses outside the call
// registry (they answer bytes, not JSON), served by the query API only for public-read kits.

export const PublicKitPaths = {
  /** ?slug=..&fileID=.. (&download=1 to save it under its name): a file of a public-read kit. */
  file: '/api/assets/publicKitFile',
  /** ?slug=..: the thumbnail of a public-read kit. */
  thumbnail: '/api/assets/publicKitThumbnail',
} as const;

export const publicKitFileUrl = (slug: string, fileID: string, download = false): string =>
  `${PublicKitPaths.file}?${new URLSearchParams({ slug, fileID, ...(download ? { download: '1' } : {}) }).toString()}`;

export const publicKitThumbnailUrl = (slug: string): string => `${PublicKitPaths.thumbnail}?${new URLSearchParams({ slug }).toString()}`;
