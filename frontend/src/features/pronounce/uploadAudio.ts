// Sends an audio file to the upload endpoint (POST /api/v1/upload, multipart, key=pronunciation) and
// answers the address it stored it at. The endpoint is not a registry call (it takes a file, not JSON),
// so it is sent here rather than through the API client.
import { UploadPaths } from '@wb/contracts';
import { UploadMessages, UPLOAD_KEY } from './audioFile';

export const UPLOAD_PATH = UploadPaths.upload;

/** An upload refused or failed; `message` is what the user is shown. */
export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

const messageOf = (body: unknown): string | null => {
  const msg = (body as { error?: { msg?: unknown } } | null)?.error?.msg;
  return typeof msg === 'string' && msg.trim() !== '' ? msg : null;
};

export const uploadAudio = async (file: Blob, fileName: string): Promise<string> => {
  const form = new FormData();
  // The key comes first: the server reads the purpose before it streams the file.
  form.append('key', UPLOAD_KEY);
  form.append('file', file, fileName);
  let response: Response;
  try {
    response = await fetch(UPLOAD_PATH, { method: 'POST', body: form, credentials: 'include', headers: { Accept: 'application/json' } });
  } catch {
    throw new UploadError(UploadMessages.uploadFailed);
  }
  const body: unknown = await response.json().catch(() => null);
  // A refusal's own reason ('Wrong file type.', 'You must include a key for upload.'); for anything
  // else (no such endpoint, a server failure) the spec's upload failure message.
  if (!response.ok) {
    const refusal = response.status >= 400 && response.status < 500 && response.status !== 404 ? messageOf(body) : null;
    throw new UploadError(refusal ?? UploadMessages.uploadFailed);
  }
  const url = (body as { url?: unknown } | null)?.url;
  if (typeof url !== 'string' || url === '') throw new UploadError(UploadMessages.noUrl);
  return url;
};
