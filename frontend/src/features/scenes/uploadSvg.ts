// An .svg on its way to an import: sent with the asset library's upload client (purpose svg).
import { uploadBlob } from '../assets/uploadBlob';

export const uploadSvg = (file: File): Promise<string> => uploadBlob(file, 'svg', () => undefined);
