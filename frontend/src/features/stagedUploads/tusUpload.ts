// A staged file above about 1 MB goes by tus (spec 001 section 9: chunks of 300,000,000 bytes, retried
// after 0, 2, 3 and 50 s), so a dropped connection resumes from what arrived instead of starting over.
// The server answers the last PATCH with the stored file's { url }, as the multipart endpoint does.
import { Messages, TUS_CHUNK_BYTES, TUS_RETRY_DELAYS_MS, UploadPaths } from '@wb/contracts';
import { Upload } from 'tus-js-client';

const urlOf = (body: string): string | null => {
  try {
    const url = (JSON.parse(body) as { url?: unknown }).url;
    return typeof url === 'string' && url !== '' ? url : null;
  } catch {
    return null;
  }
};

/** The server's own refusal (Wrong file type.) when it gave one, else the spec's alert. */
const messageOf = (error: Error): string => {
  const body = (error as { originalResponse?: { getBody(): string } | null }).originalResponse?.getBody() ?? '';
  try {
    const msg = (JSON.parse(body) as { error?: { msg?: unknown } }).error?.msg;
    if (typeof msg === 'string' && msg.trim() !== '') return msg;
  } catch {
    // Not JSON: the alert below.
  }
  return Messages.uploadFailed;
};

export const tusUpload = (file: File, key: string, onProgress: (fraction: number) => void): Promise<string> =>
  new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: `${UploadPaths.tus}/`,
      chunkSize: TUS_CHUNK_BYTES,
      retryDelays: [...TUS_RETRY_DELAYS_MS],
      metadata: { name: file.name, type: file.type, key },
      onProgress: (sent, total) => { if (total > 0) onProgress(sent / total); },
      onError: (error) => reject(new Error(messageOf(error))),
      onSuccess: ({ lastResponse }) => {
        const url = urlOf(lastResponse.getBody());
        if (url === null) reject(new Error(Messages.noUploadUrl));
        else resolve(url);
      },
    });
    upload.start();
  });
