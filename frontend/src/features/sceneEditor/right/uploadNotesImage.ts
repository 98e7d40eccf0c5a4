// An image for the scene's notes goes through the product's one upload client, purpose sceneNotesImage
// (its extensions and size are contracts' UploadPurposes, checked before sending as the server checks them).
import { uploadFile } from '../../../shared/upload/uploadFile';

/** What the file picker offers: the purpose's jpg, jpeg and png (spec 002 section 5). */
export const NOTES_IMAGE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

export const uploadNotesImage = (file: File): Promise<string> => uploadFile(file, 'sceneNotesImage');
