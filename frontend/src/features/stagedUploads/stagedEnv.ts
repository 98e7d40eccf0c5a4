// What the staged uploads' sagas reach outside the store for: the upload endpoint (with progress),
// the browser storage the staged list lives in, and the File objects just dropped (kept out of redux,
// whose state and actions stay plain data). Injected, so saga tests run against fakes.
import { Messages, RESUMABLE_ABOVE_BYTES, UploadPaths } from '@wb/contracts';
import { del, get, set } from 'idb-keyval';
import type { StagedFile } from './stagedModel';
import { tusUpload } from './tusUpload';

export interface StagedEnv {
  /** Sends the file to the upload endpoint as an asset; resolves with its stored URL. */
  upload(file: File, onProgress: (fraction: number) => void): Promise<string>;
  /** The staged list of this user (each user of the browser has their own). */
  load(userID: number): Promise<StagedFile[]>;
  save(userID: number, files: readonly StagedFile[]): Promise<void>;
  /** The dropped file with this staged id, taken off the shelf (once). */
  takeDropped(stagedID: string): File | null;
  newId(): string;
}

const storageKey = (userID: number): string => `wb.stagedUploads.v1.${userID}`;
/** The upload purpose of a staged asset (uploads' section 5 list for kits). */
const UPLOAD_KEY = 'asset';

const shelf = new Map<string, File>();
/** Puts dropped files on the shelf under new staged ids; answers the ids, in order. */
export const shelveDropped = (files: readonly File[], newId: () => string = () => crypto.randomUUID()): { stagedID: string; file: File }[] =>
  files.map((file) => {
    const stagedID = newId();
    shelf.set(stagedID, file);
    return { stagedID, file };
  });

/** The message of a failed upload: the endpoint's own (Wrong file type.) or the spec's alert. */
const uploadError = (xhr: XMLHttpRequest): Error => {
  try {
    const msg = (JSON.parse(xhr.responseText) as { error?: { msg?: unknown } }).error?.msg;
    if (typeof msg === 'string' && msg.trim() !== '') return new Error(msg);
  } catch {
    // Not JSON: the spec's general alert below.
  }
  return new Error(Messages.uploadFailed);
};

export const xhrUpload = (file: File, onProgress: (fraction: number) => void): Promise<string> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UploadPaths.upload);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new Error(Messages.uploadFailed));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(uploadError(xhr));
      let url: unknown;
      try {
        url = (JSON.parse(xhr.responseText) as { url?: unknown }).url;
      } catch {
        url = undefined;
      }
      return typeof url === 'string' && url !== '' ? resolve(url) : reject(new Error(Messages.noUploadUrl));
    };
    const form = new FormData();
    // The key first: the endpoint learns the purpose before the bytes arrive.
    form.append('key', UPLOAD_KEY);
    form.append('file', file, file.name);
    xhr.send(form);
  });

const isStagedFile = (v: unknown): v is StagedFile =>
  typeof v === 'object' && v !== null && typeof (v as StagedFile).stagedID === 'string' && typeof (v as StagedFile).url === 'string';

export const browserStagedEnv: StagedEnv = {
  upload: (file, onProgress) => (file.size > RESUMABLE_ABOVE_BYTES ? tusUpload(file, UPLOAD_KEY, onProgress) : xhrUpload(file, onProgress)),
  async load(userID) {
    const kept: unknown = await get(storageKey(userID));
    return Array.isArray(kept) ? kept.filter(isStagedFile) : [];
  },
  async save(userID, files) {
    // Only finished uploads are kept: a file still uploading cannot be resumed after a reload.
    const kept = files.filter((f) => f.url !== null);
    if (kept.length === 0) await del(storageKey(userID));
    else await set(storageKey(userID), kept);
  },
  takeDropped(stagedID) {
    const file = shelf.get(stagedID) ?? null;
    shelf.delete(stagedID);
    return file;
  },
  newId: () => crypto.randomUUID(),
};
