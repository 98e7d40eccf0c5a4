// A small file in one multipart POST to /api/v1/upload. XMLHttpRequest, not fetch: only it reports
// upload progress.
import { Messages, UploadPaths } from '@wb/contracts';
import { abortReason, failureOf, UploadError, urlOfBody, urlOrFailure } from './answers';
import type { Transport } from './transport';

export const sendMultipart: Transport = ({ file, name, purpose, onProgress, signal }) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = (finish: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      finish();
    };
    xhr.open('POST', UploadPaths.upload);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => settle(() => reject(new UploadError(Messages.uploadFailed)));
    xhr.onabort = () => settle(() => reject(signal ? abortReason(signal) : new UploadError(Messages.uploadFailed)));
    xhr.onload = () =>
      settle(() => {
        if (xhr.status < 200 || xhr.status >= 300) reject(failureOf(xhr.status, xhr.responseText));
        else {
          try {
            resolve(urlOrFailure(urlOfBody(xhr.responseText)));
          } catch (e) {
            reject(e);
          }
        }
      });
    signal?.addEventListener('abort', onAbort, { once: true });
    const form = new FormData();
    // The key first: the endpoint learns the purpose (and refuses a wrong one) before the bytes arrive.
    form.append('key', purpose);
    form.append('file', file, name);
    xhr.send(form);
  });
