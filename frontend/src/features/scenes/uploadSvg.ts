// An .svg on its way to an import: sent with the product's one upload client (purpose svg).
import { uploadFile } from '../../shared/upload/uploadFile';

export const uploadSvg = (file: File): Promise<string> => uploadFile(file, 'svg');
