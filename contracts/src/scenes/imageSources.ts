// Where a scene's pictures may come from. Everyone who opens a scene loads its pictures (the editor,
// review pages, thumbnails, the exporter's browser), so an address on another site would tell that site
// who watched and when, and a javascript: one could run. Only this product's stored files and pictures
// embedded in the document itself qualify. Notes use the stored-file rule for their images too.
import { UploadPaths } from '../uploads/purposes';

/**
 * A stored file's address in its one normal form: the blobs path, then key segments of letters, digits,
 * `.`, `_` and `-`, none starting with a dot. So no `.` or `..` segment, no `%` (an encoded dot or
 * slash), no `\`, `?`, `#` or empty segment: nothing a browser would resolve to another path.
 */
const STORED_FILE = new RegExp(`^${UploadPaths.blobs}(?:/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$`);

/** The picture types the import stores as files and a browser draws as an image (an SVG drawn as an image runs no script). */
const EMBEDDED_IMAGE = /^data:image\/(?:png|jpeg|jpg|gif|webp|svg\+xml)[;,]/i;

export const isStoredFileAddress = (src: string): boolean => STORED_FILE.test(src);

export const isEmbeddedImage = (src: string): boolean => EMBEDDED_IMAGE.test(src);

/** An image element's src as a saved document may hold it. */
export const isSceneImageSource = (src: string): boolean => isStoredFileAddress(src) || isEmbeddedImage(src);
