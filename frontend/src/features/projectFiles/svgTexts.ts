// The words of an SVG file for the spell check: the text of its <text> elements, read by parsing the
// markup as XML (never inserted into the page, so nothing in it runs). Bounded: a huge drawing is not
// read past its first 2 MB, nor past 1,000 texts.

const MAX_CHARS = 2 * 1024 * 1024;
const MAX_TEXTS = 1000;

export const textsOfSvg = (markup: string): string[] => {
  const doc = new DOMParser().parseFromString(markup.slice(0, MAX_CHARS), 'image/svg+xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return [];
  return [...doc.getElementsByTagName('text')]
    .slice(0, MAX_TEXTS)
    .map((t) => (t.textContent ?? '').replace(/\s+/g, ' ').trim())
    .filter((t) => t !== '');
};
