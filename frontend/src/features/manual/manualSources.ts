// The manual's Markdown files and pictures, kept in the repository under docs/manual and bundled with
// this page's own chunk (Vite reads them at build time), so the manual works offline like every screen.
import type { ManualSource } from './outline';

const texts = import.meta.glob<string>('../../../../docs/manual/*.md', { query: '?raw', import: 'default', eager: true });
const pictures = import.meta.glob<string>('../../../../docs/manual/images/*.webp', { query: '?url', import: 'default', eager: true });

const fileName = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

export const manualSources: readonly ManualSource[] = Object.entries(texts).map(([path, markdown]) => ({ file: fileName(path), markdown }));

const pictureUrls = new Map(Object.entries(pictures).map(([path, url]) => [`images/${fileName(path)}`, url]));

/** The address of a picture the Markdown names relative to its file ("images/editor.webp"). */
export const pictureUrl = (src: string): string | undefined => pictureUrls.get(src.replace(/^\.\//, ''));
