import type { UploadPurposeName } from '@wb/contracts';

/** One file on its way, as both transports (multipart and tus) take it. */
export interface Sending {
  readonly file: Blob;
  /** The file name the server records (and takes the extension from). */
  readonly name: string;
  readonly purpose: UploadPurposeName;
  /** Called with the fraction sent, 0 to 1. */
  readonly onProgress: (fraction: number) => void;
  readonly signal?: AbortSignal;
}

/** Sends one file; resolves to the stored file's URL, rejects with an UploadError (or the abort reason). */
export type Transport = (sending: Sending) => Promise<string>;
