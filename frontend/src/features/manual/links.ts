// Where a link in the manual's Markdown goes in the app. The files link the way they read on a code
// host (`#kits`, `03-scene-builder.md#the-timeline`); the app routes on the hash, so a heading's
// address is #/manual/{id} (routes.tsx).
import { headingsOf, type ManualSource } from './outline';

export interface ManualLink {
  href: string;
  /** Leaves the product: opened in a new tab. */
  external: boolean;
}

/** Each file's first heading, where a link to the whole file lands. */
export const fileAnchorsOf = (sources: readonly ManualSource[]): ReadonlyMap<string, string> =>
  new Map(
    sources.flatMap((source) => {
      const first = headingsOf(source.markdown)[0];
      return first ? [[source.file, first.id] as const] : [];
    }),
  );

export const manualAnchorHref = (id: string): string => `#/manual/${id}`;

export const manualLink = (href: string, fileAnchors: ReadonlyMap<string, string>): ManualLink => {
  if (/^(?:https?:|mailto:)/i.test(href)) return { href, external: true };
  // Another screen of the product (#/assets, #/textchecker).
  if (href.startsWith('#/')) return { href, external: false };
  if (href.startsWith('#')) return { href: manualAnchorHref(href.slice(1)), external: false };
  const file = /^(?:\.\/)?([\w.-]+\.md)(?:#(.+))?$/.exec(href);
  if (file) {
    const anchor = file[2] ?? fileAnchors.get(file[1] ?? '');
    if (anchor) return { href: manualAnchorHref(anchor), external: false };
  }
  return { href, external: false };
};
