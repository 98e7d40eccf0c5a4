// How the upload endpoints answer (spec 001 sections 5 and 8), read the same way for multipart and tus:
// a stored file's { url } on success; on a refusal { error: { msg } }, whose words the person is shown.
import { Messages } from '@wb/contracts';

/** An upload refused or broken; `message` is what the person is shown. */
export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/** The stored file's URL in an answer's body, or null. */
export const urlOfBody = (text: string): string | null => {
  const url = (parsed(text) as { url?: unknown } | null)?.url;
  return typeof url === 'string' && url !== '' ? url : null;
};

/**
 * What a failed answer tells the person: the server's own reason for a refusal (4xx: 'Wrong file type.',
 * the size bound...), else the spec's general alert. A 404 is no refusal of the file but a missing
 * endpoint, and a 5xx's words are the server's, not the person's business.
 */
export const failureOf = (status: number, text: string): UploadError => {
  const msg = (parsed(text) as { error?: { msg?: unknown } } | null)?.error?.msg;
  const refusal = status >= 400 && status < 500 && status !== 404 && typeof msg === 'string' && msg.trim() !== '';
  return new UploadError(refusal ? msg : Messages.uploadFailed);
};

/** The URL of a successful answer, or the spec's alert that none came. */
export const urlOrFailure = (url: string | null): string => {
  if (url === null) throw new UploadError(Messages.noUploadUrl);
  return url;
};

/** What an aborted upload rejects with: the signal's reason, as fetch does. */
export const abortReason = (signal: AbortSignal): unknown => signal.reason ?? new DOMException('The upload was stopped.', 'AbortError');
