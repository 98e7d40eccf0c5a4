// Images of a scene, loaded once per src and shared by every frame, player and thumbnail. A frame draws
// an image only once it has loaded (nothing before), so thumbnails and tests await `preloadImages`.
import { walkElements, type SceneDocument } from '@wb/contracts';

interface Entry {
  image: HTMLImageElement | null;
  ready: Promise<HTMLImageElement | null>;
}

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();

const load = (src: string): Entry => {
  const image = new Image();
  // Same-origin blobs and CORS-enabled sources keep the canvas readable for thumbnails and hashes.
  image.crossOrigin = 'anonymous';
  const entry: Entry = { image: null, ready: Promise.resolve(null) };
  entry.ready = new Promise<HTMLImageElement | null>((resolve) => {
    image.onload = () => {
      entry.image = image;
      resolve(image);
      for (const listener of listeners) listener();
    };
    // A broken image draws nothing; the scene still plays.
    image.onerror = () => resolve(null);
  });
  image.src = src;
  return entry;
};

const entryOf = (src: string): Entry => {
  const existing = entries.get(src);
  if (existing) return existing;
  const entry = load(src);
  entries.set(src, entry);
  return entry;
};

/** The loaded image, or null while it loads (or when it failed); starts loading on first ask. */
export const cachedImage = (src: string): HTMLImageElement | null => entryOf(src).image;

/** Called whenever an image finishes loading, so a drawn frame can redraw with it. */
export const onImageLoaded = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Resolves once every image of the document has loaded or failed. */
export const preloadImages = async (document: SceneDocument): Promise<void> => {
  const sources = new Set<string>();
  for (const element of walkElements(document.elements)) if (element.type === 'image' && element.src) sources.add(element.src);
  await Promise.all([...sources].map((src) => entryOf(src).ready));
};
