// Images of a scene, loaded once per src and shared by every frame, player and thumbnail. A frame draws
// an image only once it has loaded (nothing before), so thumbnails and tests await `preloadImages`.
import { walkElements, type SceneDocument } from '@wb/contracts';

interface Entry {
  image: HTMLImageElement | null;
  ready: Promise<HTMLImageElement | null>;
}

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();

/** Loads one image; resolves null when it cannot be loaded. */
const loadImage = (src: string, crossOrigin: boolean): Promise<HTMLImageElement | null> =>
  new Promise((resolve) => {
    const image = new Image();
    if (crossOrigin) image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = src;
  });

const load = (src: string): Entry => {
  const entry: Entry = { image: null, ready: Promise.resolve(null) };
  entry.ready = (async () => {
    // CORS first: same-origin blobs and CORS-enabled stores keep the canvas readable for thumbnails
    // and hashes. A store that sends no CORS headers refuses that load; the image is then loaded plainly,
    // so the stage still shows it (a thumbnail of that scene then fails and says so).
    const image = (await loadImage(src, true)) ?? (await loadImage(src, false));
    entry.image = image;
    if (image) for (const listener of listeners) listener();
    return image;
  })();
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
