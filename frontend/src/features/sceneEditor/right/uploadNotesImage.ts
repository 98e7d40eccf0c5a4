// Sends an image for the scene's notes to the upload endpoint (multipart, key sceneNotesImage: jpg,
// jpeg, png) and answers its stored address.
import { UploadPaths } from '@wb/contracts';

export const NOTES_IMAGE_TYPES = ['jpg', 'jpeg', 'png'] as const;
export const NOTES_IMAGE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

export const isNotesImage = (name: string): boolean => (NOTES_IMAGE_TYPES as readonly string[]).includes(name.split('.').pop()?.toLowerCase() ?? '');

export const uploadNotesImage = async (file: File): Promise<string> => {
  if (!isNotesImage(file.name)) throw new Error('Only jpg, jpeg and png images can be added to notes.');
  const form = new FormData();
  form.append('key', 'sceneNotesImage');
  form.append('file', file, file.name);
  const response = await fetch(UploadPaths.upload, { method: 'POST', body: form, credentials: 'include', headers: { Accept: 'application/json' } });
  const body = (await response.json().catch(() => null)) as { url?: unknown; error?: { msg?: unknown } } | null;
  if (!response.ok || typeof body?.url !== 'string') {
    throw new Error(typeof body?.error?.msg === 'string' ? body.error.msg : 'The image could not be uploaded.');
  }
  return body.url;
};
