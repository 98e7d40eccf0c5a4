// Whether a file's first bytes are what its extension says (DESIGN.md section 7: uploads are checked by
// extension and content). Binary formats by their signature (the file-type package), text formats by
// being UTF-8 without NUL, an svg by also opening an <svg element. After Effects projects by their RIFX
// container (its form type Egg!). A few formats have no signature anyone publishes (Affinity files, Mac
// font suitcases, .asa): those are let through on their extension alone, but never when the bytes are
// recognisably something else (an executable, an image, an archive) or a document a browser would run
// (markup or a script): see docs/decisions/uploads-and-blobs.md. Pure: the caller hands the first SNIFF_BYTES
// bytes.
import type * as FileType from 'file-type' with { 'resolution-mode': 'import' };
import { loadEsModule } from '@wb/platform';
import { esPackageEntry } from './esPackage';

/** file-type reads at most this much; text checks look at the same head. */
export const SNIFF_BYTES = 4100;

// file-type is an ES module only: loaded through Node's loader (see loadEsModule).
let fileType: typeof FileType | null = null;
const detector = (): typeof FileType => (fileType ??= loadEsModule<typeof FileType>(esPackageEntry('file-type')));

const ZIP = ['zip', 'docx', 'xlsx', 'pptx', 'epub', 'jar', 'apk', 'odt', 'ods', 'odp', '3mf', 'xpi', 'kmz', 'vsdx', 'ipa'];

/** The detected types each extension accepts. */
const SIGNATURES: Readonly<Record<string, readonly string[]>> = {
  png: ['png', 'apng'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  gif: ['gif'],
  webp: ['webp'],
  tif: ['tif'],
  tiff: ['tif'],
  pdf: ['pdf'],
  // Illustrator files are PDF (or, in old versions, PostScript) documents.
  ai: ['pdf', 'ai', 'eps', 'ps'],
  psd: ['psd'],
  mp3: ['mp3'],
  wav: ['wav'],
  ogg: ['ogg', 'oga', 'opus', 'ogv', 'ogx'],
  webm: ['webm', 'mkv'],
  mp4: ['mp4', 'm4v', 'm4a', 'mov', 'f4v', '3gp'],
  mov: ['mov', 'mp4', 'm4v', 'qt'],
  avi: ['avi'],
  zip: ZIP,
  pptx: ZIP,
  ttf: ['ttf', 'otf'],
  indd: ['indd'],
  indt: ['indd'],
};

const TEXT = new Set(['txt', 'md', 'svg', 'gdoc']);

/** Formats whose head is a fixed run of bytes at an offset, where file-type knows none. */
const MAGIC: Readonly<Record<string, readonly { readonly at: number; readonly bytes: string }[]>> = {
  aep: [
    { at: 0, bytes: 'RIFX' },
    { at: 8, bytes: 'Egg!' },
  ],
};

const hasMagic = (head: Buffer, marks: readonly { readonly at: number; readonly bytes: string }[]): boolean =>
  marks.every(({ at, bytes }) => head.subarray(at, at + bytes.length).equals(Buffer.from(bytes, 'latin1')));

const isUtf8Text = (head: Buffer, complete: boolean): boolean => {
  if (head.includes(0)) return false;
  // A head cut in the middle of a multi-byte character is fine: drop up to 3 trailing bytes.
  for (let cut = 0; cut <= (complete ? 0 : 3); cut++) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - cut));
      return true;
    } catch {
      // try a shorter head
    }
  }
  return false;
};

/**
 * A document a browser would render or a shell would run: opening (after a BOM and white space) with
 * markup or #!, or text holding an HTML, SVG or script element. None of the opaque formats is one.
 */
const ACTIVE_TEXT = /<(script|html|svg|iframe|object|embed|body)[\s>/]|<!doctype/i;
const isActiveDocument = (head: Buffer): boolean => {
  const text = head.toString('latin1');
  // eslint-disable-next-line no-control-regex -- the NULs of UTF-16 text between the white space
  if (/^(\xEF\xBB\xBF|\xFF\xFE|\xFE\xFF)?[\s\x00]*(<|#!)/.test(text)) return true;
  return isUtf8Text(head, false) && ACTIVE_TEXT.test(text);
};

/**
 * Images a browser shows inline: one whose head also holds markup is a polyglot (a picture that is an
 * HTML page too), refused whatever its signature says. Served as its image type with nosniff it would
 * not run, but it has no business being stored.
 */
const IMAGES: ReadonlySet<string> = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'tif', 'tiff']);
const holdsMarkup = (head: Buffer): boolean => ACTIVE_TEXT.test(head.toString('latin1'));

/** Recognisably one of these and yet uploaded as an opaque format: refused. */
const NEVER_OPAQUE = new Set(['exe', 'elf', 'mach', 'png', 'jpg', 'gif', 'pdf', 'zip', 'mp3', 'mp4', 'wav', 'webm', 'svg', 'xml', 'html']);

/**
 * An svg opens with an optional BOM, XML declaration, comments, processing instructions and doctype
 * (its internal subset too: the upload's SVG check then refuses what it declares, in its own words),
 * then <svg.
 */
const opensSvg = (text: string): boolean => /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<\?[\s\S]*?\?>\s*|<!DOCTYPE[^>[]*(\[[\s\S]*?\]\s*)?>\s*)*<svg[\s>]/i.test(text);

/**
 * Whether the head of a file (its first SNIFF_BYTES bytes, or all of it when shorter: `complete`) fits
 * the extension.
 */
export const contentMatches = async (extension: string, head: Buffer, complete: boolean): Promise<boolean> => {
  if (TEXT.has(extension)) {
    if (!isUtf8Text(head, complete)) return false;
    return extension === 'svg' ? opensSvg(head.toString('utf8')) : true;
  }
  const magic = MAGIC[extension];
  if (magic) return hasMagic(head, magic);
  const detected = await detector().fileTypeFromBuffer(head);
  const expected = SIGNATURES[extension];
  if (expected) return detected !== undefined && expected.includes(detected.ext) && !(IMAGES.has(extension) && holdsMarkup(head));
  return !isActiveDocument(head) && (detected === undefined || !NEVER_OPAQUE.has(detected.ext));
};
