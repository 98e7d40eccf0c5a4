// Whether two extensions name the same kind of file (jpg and jpeg, tif and tiff): what a file's name
// and type must agree on with the stored file, and what a download's name is held to.

const ALIASES: Readonly<Record<string, string>> = { jpeg: 'jpg', tif: 'tiff' };

/** The extension, lower-cased, with its aliases folded into one spelling. */
export const canonicalExtension = (extension: string): string => {
  const lower = extension.toLowerCase();
  return ALIASES[lower] ?? lower;
};

export const sameFileType = (a: string, b: string): boolean => canonicalExtension(a) === canonicalExtension(b);
