// A staged file by tus, whatever its size, through the product's one upload client (shared/upload).
import type { UploadPurposeName } from '@wb/contracts';
import { uploadResumable } from '../../shared/upload/uploadFile';

export const tusUpload = (file: File, key: UploadPurposeName, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<string> => uploadResumable(file, key, { onProgress, signal });
