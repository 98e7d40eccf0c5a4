// What the staged uploads' sagas reach outside the store for: the upload endpoint (with progress),
// the browser storage the staged list lives in, and the File objects just dropped (kept out of redux,
// whose state and actions stay plain data). Injected, so saga tests run against fakes.
import { del, get, set } from 'idb-keyval';
import type { StagedFile } from './stagedModel';
import { uploadFile } from '../../shared/upload/uploadFile';

export interface StagedEnv {
  /** Sends the file to the upload endpoint as an asset; resolves with its stored URL. */
  upload(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<string>;
  /** The staged list of this user (each user of the browser has their own). */
  load(userID: number): Promise<StagedFile[]>;
  save(userID: number, files: readonly StagedFile[]): Promise<void>;
  /** The dropped file with this staged id, taken off the shelf (once). */
  takeDropped(stagedID: string): File | null;
  newId(): string;
}

const storageKey = (userID: number): string => `wb.stagedUploads.v1.${userID}`;
/** The upload purpose of a staged asset (uploads' section 5 list for kits). */
const UPLOAD_KEY = 'asset' as const;

const shelf = new Map<string, File>();
/** Puts dropped files on the shelf under new staged ids; answers the ids, in order. */
export const shelveDropped = (files: readonly File[], newId: () => string = () => crypto.randomUUID()): { stagedID: string; file: File }[] =>
  files.map((file) => {
    const stagedID = newId();
    shelf.set(stagedID, file);
    return { stagedID, file };
  });

const isStagedFile = (v: unknown): v is StagedFile => typeof v === 'object' && v !== null && typeof (v as StagedFile).stagedID === 'string' && typeof (v as StagedFile).url === 'string';

export const browserStagedEnv: StagedEnv = {
  upload: (file, onProgress, signal) => uploadFile(file, UPLOAD_KEY, { onProgress, signal }),
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
