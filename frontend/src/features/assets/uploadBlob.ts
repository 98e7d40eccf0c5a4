// Sends one file to the upload endpoints (spec 001 sections 7 and 9): multipart /api/v1/upload for
// small files, resumable tus at /api/v1/tusupload/ above about 1 MB, with the spec's chunk size and
// retry delays. Either way the answer is the stored file's URL, or one of the spec's two alerts.
import { Messages, RESUMABLE_ABOVE_BYTES, TUS_CHUNK_BYTES, TUS_RETRY_DELAYS_MS, UploadPaths } from '@wb/contracts';
import { Upload } from 'tus-js-client';

export const UPLOAD_FAILED: string = Messages.uploadFailed;
const NO_UPLOAD_URL = Messages.noUploadUrl;

/** An upload refused or broken, with the message to show. */
export class UploadError extends Error {}

/** The purpose keys the server checks types and sizes by. */
export type UploadKey = 'asset' | 'kitThumbnail';
/** Every purpose sent through uploadBlob: the asset library's, and the scenes dashboard's svg and thumbnails. */
export type UploadPurposeKey = UploadKey | 'svg' | 'sceneThumbnail';

const urlFromBody = (text: string): string | null => {
  try {
    const body = JSON.parse(text) as { url?: unknown; error?: { msg?: unknown } };
    if (body.error && typeof body.error.msg === 'string') throw new UploadError(body.error.msg);
    return typeof body.url === 'string' && body.url !== '' ? body.url : null;
  } catch (e) {
    if (e instanceof UploadError) throw e;
    return null;
  }
};

const multipart = (file: File, key: UploadPurposeKey, onProgress: (percent: number) => void): Promise<string> =>
  new Promise((resolve, reject) => {
    // XMLHttpRequest, not fetch: only it reports upload progress.
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UploadPaths.upload);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) onProgress((e.loaded / e.total) * 100); };
    xhr.onerror = () => reject(new UploadError(UPLOAD_FAILED));
    xhr.onload = () => {
      try {
        const url = urlFromBody(xhr.responseText);
        if (xhr.status < 200 || xhr.status >= 300) reject(new UploadError(UPLOAD_FAILED));
        else if (url === null) reject(new UploadError(NO_UPLOAD_URL));
        else resolve(url);
      } catch (e) {
        reject(e instanceof UploadError ? e : new UploadError(UPLOAD_FAILED));
      }
    };
    const form = new FormData();
    form.append('key', key);
    form.append('file', file, file.name);
    xhr.send(form);
  });

const resumable = (file: File, key: UploadPurposeKey, onProgress: (percent: number) => void): Promise<string> =>
  new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: `${UploadPaths.tus}/`,
      chunkSize: TUS_CHUNK_BYTES,
      retryDelays: [...TUS_RETRY_DELAYS_MS],
      metadata: { name: file.name, type: file.type, key },
      // The server answers the last PATCH with the stored file's URL, in a header and the body.
      onProgress: (sent, total) => onProgress(total > 0 ? (sent / total) * 100 : 0),
      onSuccess: ({ lastResponse }) => {
        try {
          const url = lastResponse.getHeader('Upload-Url') || urlFromBody(lastResponse.getBody() ?? '');
          if (url) resolve(url);
          else reject(new UploadError(NO_UPLOAD_URL));
        } catch (e) {
          reject(e instanceof UploadError ? e : new UploadError(UPLOAD_FAILED));
        }
      },
      onError: (error) => {
        const body = (error as { originalResponse?: { getBody(): string } | null }).originalResponse?.getBody() ?? '';
        let message = UPLOAD_FAILED;
        try { urlFromBody(body); } catch (e) { if (e instanceof UploadError) message = e.message; }
        reject(new UploadError(message));
      },
    });
    upload.start();
  });

/** Uploads a file, reporting progress in percent; resolves to the stored file's URL. */
export const uploadBlob = (file: File, key: UploadPurposeKey, onProgress: (percent: number) => void): Promise<string> =>
  file.size > RESUMABLE_ABOVE_BYTES ? resumable(file, key, onProgress) : multipart(file, key, onProgress);

/** The extension the server records as the file's type: lower-cased, without the dot. */
export const typeOfName = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};
