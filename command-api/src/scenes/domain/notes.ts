// A scene's notes are rich text (tiptap) that other people open: only formatting survives. No
// scripts, no event attributes, no javascript: or data: links; images only from our stored files
// (/api/v1/blobs/...) or https.
import sanitizeHtml from 'sanitize-html';
import { UploadPaths } from '@wb/contracts';

const allowedImageSource = (src: string): boolean => src.startsWith(`${UploadPaths.blobs}/`) || /^https:\/\//i.test(src);

export const sanitizeNotes = (html: string): string =>
  sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'], '*': ['style'] },
    allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => frame.tag === 'img' && !allowedImageSource(frame.attribs.src ?? ''),
  });
