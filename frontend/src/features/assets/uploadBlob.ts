// The asset library's uploads (files into a kit, a kit's thumbnail) through the product's one upload
// client (shared/upload): multipart up to about 1 MB, tus above; progress here is in percent, as the
// upload rows show it.
import { extensionOf, Messages, type UploadPurposeName } from '@wb/contracts';
import { uploadFile } from '../../shared/upload/uploadFile';

export { UploadError } from '../../shared/upload/uploadFile';

export const UPLOAD_FAILED: string = Messages.uploadFailed;

/** The purposes the asset library uploads for. */
export type UploadKey = Extract<UploadPurposeName, 'asset' | 'kitThumbnail'>;

/** Uploads a file, reporting progress in percent; resolves to the stored file's URL. */
export const uploadBlob = (file: File, key: UploadPurposeName, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<string> =>
  uploadFile(file, key, { onProgress: (fraction) => onProgress(fraction * 100), signal });

/** The extension the server records as the file's type: lower-cased, without the dot. */
export const typeOfName = (name: string): string => extensionOf(name);
