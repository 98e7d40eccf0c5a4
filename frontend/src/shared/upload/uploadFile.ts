// The one upload client of the product (spec 001 sections 5, 8 and 9): a file checked against its
// purpose's extensions and size bound (contracts' UploadPurposes, as the server checks them), then sent
// as multipart up to about 1 MB and by resumable tus above; progress as a fraction, an abort signal,
// and the server's own words when it refuses. Every feature that uploads goes through here.
import { Messages, purposeAccepts, RESUMABLE_ABOVE_BYTES, sizeLimitText, UploadPurposes, type UploadPurposeName } from '@wb/contracts';
import { abortReason, UploadError } from './answers';
import { sendMultipart } from './multipart';
import { sendResumable } from './resumable';
import type { Transport } from './transport';

export { UploadError } from './answers';

export interface UploadOptions {
  /** The name the server records; a File's own name when left out (a Blob has none). */
  readonly name?: string;
  /** Called with the fraction sent, 0 to 1. */
  readonly onProgress?: (fraction: number) => void;
  /** Stops the upload; the promise then rejects with the signal's reason. */
  readonly signal?: AbortSignal;
}

const nameOf = (file: Blob, options: UploadOptions): string => options.name ?? (typeof File !== 'undefined' && file instanceof File ? file.name : '');

/** Why the purpose refuses this file before anything is sent (the server would say the same), or null. */
export const refusalOf = (purpose: UploadPurposeName, name: string, size: number): string | null => {
  if (!purposeAccepts(purpose, name)) return Messages.wrongFileType;
  if (size > UploadPurposes[purpose].maxBytes) return Messages.fileTooLarge(sizeLimitText(purpose));
  return null;
};

const send = async (transport: Transport, file: Blob, purpose: UploadPurposeName, options: UploadOptions): Promise<string> => {
  const name = nameOf(file, options);
  const refusal = refusalOf(purpose, name, file.size);
  if (refusal !== null) throw new UploadError(refusal);
  if (options.signal?.aborted) throw abortReason(options.signal);
  return transport({ file, name, purpose, onProgress: options.onProgress ?? (() => undefined), signal: options.signal });
};

/** Uploads a file for a purpose; resolves to the stored file's URL, rejects with an UploadError. */
export const uploadFile = (file: Blob, purpose: UploadPurposeName, options: UploadOptions = {}): Promise<string> =>
  send(file.size > RESUMABLE_ABOVE_BYTES ? sendResumable : sendMultipart, file, purpose, options);
