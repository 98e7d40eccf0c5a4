// The resource image goes to the product's upload endpoint (multipart, key=resource), which checks the
// type and size and answers the blob's {url}; the resource then stores that url.
import { RESOURCE_UPLOAD_KEY, ResourceImageTypes, UploadPaths } from '@wb/contracts';

/** Spec 001 section 8, word for word. */
export const UploadMessages = {
  failed: 'Uh oh, something went wrong with that upload.',
  noUrl: 'Uh oh, no URL returned for the upload.',
  wrongType: 'Wrong file type.',
} as const;

export const UPLOAD_PATH = UploadPaths.upload;

/** Whether a picked file is a resource image by its extension (jpeg, jpg, png). */
export const isResourceImage = (fileName: string): boolean => {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  return fileName.includes('.') && (ResourceImageTypes as readonly string[]).includes(ext);
};

/** Uploads the file and answers its url; throws an Error with the spec's message on failure. */
export const uploadResourceImage = async (file: File, fetchImpl: typeof fetch = fetch): Promise<string> => {
  if (!isResourceImage(file.name)) throw new Error(UploadMessages.wrongType);
  const form = new FormData();
  form.append('key', RESOURCE_UPLOAD_KEY);
  form.append('file', file, file.name);
  let res: Response;
  try {
    res = await fetchImpl(UPLOAD_PATH, { method: 'POST', body: form, credentials: 'include' });
  } catch {
    throw new Error(UploadMessages.failed);
  }
  const body = (await res.json().catch(() => null)) as { url?: unknown; error?: { msg?: unknown } } | null;
  // The server's own reason ('Wrong file type.', a size bound...) says more than the generic line.
  if (!res.ok) throw new Error(typeof body?.error?.msg === 'string' ? body.error.msg : UploadMessages.failed);
  if (typeof body?.url !== 'string' || body.url === '') throw new Error(UploadMessages.noUrl);
  return body.url;
};
