// A large file by tus at /api/v1/tusupload/ (spec 001 section 9: chunks of 300,000,000 bytes, retried
// after 0, 2, 3 and 50 s), so a dropped connection resumes from what arrived instead of starting over.
// The server answers the last PATCH with the stored file's URL, in an Upload-Url header and the body.
import { TUS_CHUNK_BYTES, TUS_RETRY_DELAYS_MS, UploadPaths } from '@wb/contracts';
import { Upload } from 'tus-js-client';
import { abortReason, failureOf, urlOfBody, urlOrFailure } from './answers';
import type { Transport } from './transport';

type TusFailure = Error & { originalResponse?: { getStatus(): number; getBody(): string } | null };

export const sendResumable: Transport = ({ file, name, purpose, onProgress, signal }) =>
  new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: `${UploadPaths.tus}/`,
      chunkSize: TUS_CHUNK_BYTES,
      retryDelays: [...TUS_RETRY_DELAYS_MS],
      metadata: { name, type: file.type, key: purpose },
      onProgress: (sent, total) => {
        if (total > 0) onProgress(sent / total);
      },
      onSuccess: ({ lastResponse }) => {
        signal?.removeEventListener('abort', onAbort);
        try {
          resolve(urlOrFailure(lastResponse.getHeader('Upload-Url') || urlOfBody(lastResponse.getBody() ?? '')));
        } catch (e) {
          reject(e);
        }
      },
      onError: (error) => {
        signal?.removeEventListener('abort', onAbort);
        const answer = (error as TusFailure).originalResponse;
        // No answer at all (offline, retries spent) counts as a failure with no words of the server.
        reject(failureOf(answer?.getStatus() ?? 0, answer?.getBody() ?? ''));
      },
    });
    function onAbort() {
      void upload.abort();
      if (signal) reject(abortReason(signal));
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    upload.start();
  });
