// Local addresses of audio the user chose or recorded: the form plays them before (and while) they
// upload, and actions carry the address rather than the bytes (Redux actions stay plain data).

/** The bytes behind a local object URL. */
export const blobAt = async (objectUrl: string): Promise<Blob> => (await fetch(objectUrl)).blob();

export const localUrlOf = (blob: Blob): string => URL.createObjectURL(blob);
