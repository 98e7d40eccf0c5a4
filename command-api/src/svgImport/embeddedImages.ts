// Pictures embedded in an imported SVG arrive as data: URIs, often hundreds of kilobytes. A saved
// document keeps an image's address, not its bytes (an element's src is at most 2000 characters), so
// the route stores each picture as a file and puts its address in place: these two pure steps
// find the pictures and put the addresses in.
import type { EditorElement, SceneDocument } from '@wb/contracts';

export interface EmbeddedImage {
  /** The image element holding it. */
  readonly elementID: string;
  /** That element's name, as the author named it (what a refusal calls the picture). */
  readonly name: string;
  /** e.g. image/png. */
  readonly mimeType: string;
  /** The file extension for that type (png, jpg, gif, webp, svg). */
  readonly extension: string;
  /** The picture's bytes, base64 (data: URIs that are not base64 are percent-decoded first). */
  readonly base64: string;
}

const extensions: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

const readDataUri = (src: string): { mimeType: string; base64: string } | null => {
  const match = /^data:([^;,]+)((?:;[^;,]*)*),(.*)$/s.exec(src.trim());
  if (!match) return null;
  const mimeType = (match[1] ?? '').toLowerCase();
  const isBase64 = /;base64/i.test(match[2] ?? '');
  const body = match[3] ?? '';
  if (isBase64) return { mimeType, base64: body.replace(/\s+/g, '') };
  try {
    return { mimeType, base64: Buffer.from(decodeURIComponent(body), 'utf8').toString('base64') };
  } catch {
    return null;
  }
};

/** Every embedded picture of the document, in document order. */
export const embeddedImagesOf = (document: SceneDocument): EmbeddedImage[] => {
  const found: EmbeddedImage[] = [];
  const visit = (elements: readonly EditorElement[]): void => {
    for (const element of elements) {
      const data = element.type === 'image' && element.src?.startsWith('data:') ? readDataUri(element.src) : null;
      const extension = data ? extensions[data.mimeType] : undefined;
      if (data && extension) found.push({ elementID: element.id, name: element.name, mimeType: data.mimeType, extension, base64: data.base64 });
      if (element.elements) visit(element.elements);
      if (element.maskElements) visit(element.maskElements);
    }
  };
  visit(document.elements);
  return found;
};

/** The document with each listed image element's src replaced by its stored address (the rest unchanged). */
export const withImageAddresses = (document: SceneDocument, addresses: ReadonlyMap<string, string>): SceneDocument => {
  const rewrite = (elements: readonly EditorElement[]): EditorElement[] =>
    elements.map((element) => {
      const src = addresses.get(element.id);
      return {
        ...element,
        ...(src !== undefined && element.type === 'image' ? { src } : {}),
        ...(element.elements ? { elements: rewrite(element.elements) } : {}),
        ...(element.maskElements ? { maskElements: rewrite(element.maskElements) } : {}),
      };
    });
  return { ...document, elements: rewrite(document.elements) };
};
