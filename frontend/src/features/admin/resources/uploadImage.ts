// The resource image goes through the product's one upload client (shared/upload, key=resource), which
// checks the type and size and answers the blob's url; the resource then stores that url.
import { purposeAccepts, RESOURCE_UPLOAD_KEY, UploadPaths } from '@wb/contracts';
import { uploadFile } from '../../../shared/upload/uploadFile';

export const UPLOAD_PATH = UploadPaths.upload;

/** Whether a picked file is a resource image by its extension (jpeg, jpg, png). */
export const isResourceImage = (fileName: string): boolean => purposeAccepts(RESOURCE_UPLOAD_KEY, fileName);

/** Uploads the file and answers its url; rejects with an UploadError carrying the spec's message. */
export const uploadResourceImage = (file: File, signal?: AbortSignal): Promise<string> => uploadFile(file, RESOURCE_UPLOAD_KEY, { signal });
