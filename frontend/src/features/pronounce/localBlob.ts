// Local addresses of audio the user chose or recorded: the form plays them before (and while) they
// upload, and actions carry the address rather than the bytes (Redux actions stay plain data). The
// bytes are kept here by address, so the upload reads them back without fetching a blob: URL.
const kept = new Map<string, Blob>();

/** A local address for the bytes, kept until released. */
export const localUrlOf = (blob: Blob): string => {
  const url = URL.createObjectURL(blob);
  kept.set(url, blob);
  return url;
};

/** The bytes behind a local address made by localUrlOf. */
export const blobAt = async (url: string): Promise<Blob> => {
  const blob = kept.get(url);
  if (!blob) throw new Error(`No local audio at ${url}`);
  return blob;
};

/** Lets the browser free the bytes (the form moved on from them). */
export const releaseLocalUrl = (url: string): void => {
  if (!kept.delete(url)) return;
  URL.revokeObjectURL(url);
};
