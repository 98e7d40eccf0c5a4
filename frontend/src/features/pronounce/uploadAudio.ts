// Sends pronunciation audio (a chosen file or a recording, key=pronunciation) through the product's
// one upload client (shared/upload) and answers the address it was stored at.
import { UploadPaths } from '@wb/contracts';
import { uploadFile } from '../../shared/upload/uploadFile';
import { UPLOAD_KEY } from './audioFile';

export { UploadError } from '../../shared/upload/uploadFile';

export const UPLOAD_PATH = UploadPaths.upload;

export const uploadAudio = (file: Blob, fileName: string, signal?: AbortSignal): Promise<string> => uploadFile(file, UPLOAD_KEY, { name: fileName, signal });
