// A review page's scene document with its stored pictures read through the review link
// (docs/decisions/publicImagesProbe.md): a visitor has no session, so the pictures' own addresses
// (/api/v1/blobs/...) would answer 401. Only this product's stored-file addresses change; a picture
// embedded in the document (data:) stays as it is. As the exporter's keyed reads, the page rewrites
// the addresses, since a saved document's address must stay a plain stored-file path.
import { UploadPaths, isStoredFileAddress, reviewImageUrl, type EditorElement, type SceneDocument } from '@wb/contracts';

const STORED = `${UploadPaths.blobs}/`;

export interface Via {
  readonly slug: string;
  readonly sceneID: string;
  readonly grant: string | null;
}

const throughLink = (element: EditorElement, via: Via): EditorElement => ({
  ...element,
  ...(element.src !== undefined && isStoredFileAddress(element.src) ? { src: reviewImageUrl(via.slug, via.sceneID, element.src.slice(STORED.length), via.grant) } : {}),
  ...(element.elements === undefined ? {} : { elements: element.elements.map((child) => throughLink(child, via)) }),
  ...(element.maskElements === undefined ? {} : { maskElements: element.maskElements.map((child) => throughLink(child, via)) }),
});

/** The scene's document with its stored pictures addressed through the review link (with the scene answer's grant). */
export const reviewDocument = (document: SceneDocument, via: Via): SceneDocument => {
  return { ...document, elements: document.elements.map((element) => throughLink(element, via)) };
};
