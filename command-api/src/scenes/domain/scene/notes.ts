// A scene's notes are rich text (tiptap) that other people open: only formatting survives. No
// scripts, no event attributes, no javascript: or data: links; images only from our stored files
// (/api/v1/blobs/...) or https.
import type SanitizeHtml from 'sanitize-html';
import { blobKeysInText, isStoredFileAddress } from '@wb/contracts';

let loaded: typeof SanitizeHtml | undefined;
// Loaded when notes are first saved: every process that loads the scenes' domain (the projectors' too)
// paid 0.2-0.3 s at start for it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sanitizer = (): typeof SanitizeHtml => (loaded ??= require('sanitize-html') as typeof SanitizeHtml);

/**
 * A stored file is matched in its one normal form (isStoredFileAddress): an address that only starts
 * like one, `/api/v1/blobs/../../api/logout` or its `%2e%2e` spelling, would make every reader's browser
 * send a request elsewhere in the product.
 */
const allowedImageSource = (src: string): boolean => isStoredFileAddress(src) || /^https:\/\//i.test(src);

/** A link that opens a new tab gets no handle on the notes' tab (window.opener) and sends no referrer. */
const OPENER_SAFE = ['noopener', 'noreferrer'];
const withSafeRel = (tagName: string, attribs: SanitizeHtml.Attributes): SanitizeHtml.Tag => {
  if (attribs.target === undefined) return { tagName, attribs };
  const kept = (attribs.rel ?? '').split(/\s+/).filter((token) => token !== '' && token.toLowerCase() !== 'opener');
  const rel = new Set([...kept, ...OPENER_SAFE]);
  return { tagName, attribs: { ...attribs, rel: [...rel].join(' ') } };
};

export const sanitizeNotes = (html: string): string => {
  const sanitizeHtml = sanitizer();
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'], '*': ['style'] },
    allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    transformTags: { a: withSafeRel },
    exclusiveFilter: (frame) => frame.tag === 'img' && !allowedImageSource(frame.attribs.src ?? ''),
  });
};

/** The keys of the uploads whose addresses a (sanitized) text of notes holds, each once, as the blob read's holdings find them. */
export const uploadsInNotes = (html: string): string[] => blobKeysInText(html);
