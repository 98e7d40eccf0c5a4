// What the exporter page needs to play a list with an access key and no session
// (docs/decisions/screenRecorder.md, "Playing with an access key"): the list asked for in parts that fit
// a request without a session, and the stored files of what it plays (a scene's pictures, a file's
// versions, a video's copy and poster) addressed with the key, which the blob read takes as `?key=`.
// Only this product's own stored-file addresses get the key: it never goes to another site.
import { AutomationKeyLimits, UploadPaths, type EditorElement, type ReviewFile, type SceneDocument } from '@wb/contracts';

/** The ids in parts of at most one key call's list. */
export const inParts = (ids: readonly string[], size: number = AutomationKeyLimits.maxIDsPerKeyCall): string[][] => {
  const parts: string[][] = [];
  for (let start = 0; start < ids.length; start += size) parts.push(ids.slice(start, start + size));
  return parts;
};

/** A stored file's address (a path, or an address on `origin`) with the key; any other address as it is. */
export const withKey = (address: string, key: string, origin: string): string => {
  let url: URL;
  try {
    url = new URL(address, origin);
  } catch {
    return address;
  }
  if (url.origin !== origin || !url.pathname.startsWith(`${UploadPaths.blobs}/`)) return address;
  url.searchParams.set('key', key);
  return address.startsWith('/') ? `${url.pathname}${url.search}` : url.toString();
};

const keyedElement = (element: EditorElement, key: string, origin: string): EditorElement => ({
  ...element,
  ...(element.src === undefined ? {} : { src: withKey(element.src, key, origin) }),
  ...(element.elements === undefined ? {} : { elements: element.elements.map((child) => keyedElement(child, key, origin)) }),
  ...(element.maskElements === undefined ? {} : { maskElements: element.maskElements.map((child) => keyedElement(child, key, origin)) }),
});

/** The document with its pictures' stored files addressed with the key. */
export const keyedDocument = (document: SceneDocument, key: string, origin: string): SceneDocument => ({
  ...document,
  elements: document.elements.map((element) => keyedElement(element, key, origin)),
});

/** The file with its stored files (versions, a video's playable copy and poster) addressed with the key. */
export const keyedFile = (file: ReviewFile, key: string, origin: string): ReviewFile => {
  const keyed = (address: string) => withKey(address, key, origin);
  return {
    ...file,
    url: keyed(file.url),
    versions: file.versions.map((version) => ({ ...version, url: keyed(version.url) })),
    media: file.media && {
      ...file.media,
      proxyUrl: file.media.proxyUrl && keyed(file.media.proxyUrl),
      posterUrl: file.media.posterUrl && keyed(file.media.posterUrl),
    },
  };
};
