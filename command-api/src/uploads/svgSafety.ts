// An uploaded SVG is read through whole, as it streams in, by saxes (which never expands a DTD nor
// fetches anything), and refused when it could run code or reach outside itself once opened: a
// script element or event handler, a javascript: address, HTML that loads other documents, entity
// declarations (billion laughs, external entities), or a reference to a file elsewhere (an image, a
// stylesheet, a font) that every viewer would fetch. Links (<a href>) may point anywhere: they are
// followed only when clicked. Served files are sandboxed too (query-api's sendBlob); this keeps the
// hostile ones from being stored at all. The svg import (../svgImport) reads the same way.
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';
import { Messages } from '@wb/contracts';
import { ApiError } from '@wb/platform';

/** Our words: the spec has none. The import's own words where it refuses the same (entities, malformed XML). */
export const SvgRefusals = {
  script: (element: string) => `This SVG file holds a <${element}> element, which could run code. Export it again without scripts.`,
  eventHandler: (attribute: string) => `This SVG file holds an event handler (${attribute}), which could run code. Export it again without scripts.`,
  scriptAddress: (attribute: string) => `This SVG file holds a script address (${attribute}), which could run code. Export it again without scripts.`,
  outsideReference: (target: string) => `This SVG file refers to a file elsewhere (${target}), which is never fetched. Embed it and export again.`,
  entities: Messages.importEntitiesRefused,
  externalEntity: Messages.importExternalEntityRefused,
  malformed: Messages.importMalformedXml,
  tooManyAttributes: `This SVG file has an element with more than 1,000 attributes, which no drawing needs. Export it again.`,
  tooDeep: `This SVG file nests elements more than 256 deep, deeper than browsers draw. Export it again with fewer groups.`,
} as const;

/**
 * Attributes one element may have. Real drawings have a few dozen; the parser's duplicate check costs
 * the square of the count at the tag's end (100,000 attributes held the event loop for seconds), and a
 * count refused as the attributes arrive never gets there.
 */
export const MAX_ATTRIBUTES = 1000;
/** How deep elements may nest: browsers' XML parser (libxml2) stops at 256, so nothing deeper draws. */
export const MAX_DEPTH = 256;

/** Elements that run code, or load another document, wherever they stand (inside foreignObject too). */
const RUNNING_ELEMENTS: ReadonlySet<string> = new Set(['script', 'handler', 'listener', 'iframe', 'frame', 'frameset', 'embed', 'object', 'applet', 'base', 'meta', 'link', 'portal']);
/** Attributes naming a file to load (href and xlink:href, or any prefix; src of HTML in foreignObject). */
const REFERENCE = /^(?:[\w-]+:)?(?:href|src)$/i;
/** What an address may be without reaching outside the file: a fragment of it, or embedded data. */
const LOCAL_ADDRESS = /^(#|data:(image\/(png|jpe?g|gif|webp|svg\+xml)|font\/|application\/font|application\/x-font)[;,/\w+-]*)/i;
/** Where a link may lead: it is followed on a click, never loaded. */
const LINK_ADDRESS = /^(https?:|mailto:|#)/i;
/** Schemes that run code when an address is followed or loaded (after the white space browsers drop). */
const SCRIPT_SCHEME = /(javascript|vbscript|livescript):|data:text\/html/i;
const CSS_URL = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;
const CSS_IMPORT = /@import\s+(?:url\(\s*)?['"]?([^'")\s;]*)/i;

class Refused extends Error {
  constructor(readonly answer: ApiError) {
    super(answer.message);
  }
}

const refusal = (message: string): Refused => new Refused(new ApiError('validation', message, { file: message }));

/** Addresses in a CSS text (a <style> element, a style attribute, a fill="url(...)") that load another file. */
const outsideCssTarget = (css: string): string | null => {
  const imported = CSS_IMPORT.exec(css);
  if (imported) return imported[1] || '@import';
  for (const match of css.matchAll(CSS_URL)) {
    const target = (match[2] ?? '').trim();
    if (target !== '' && !LOCAL_ADDRESS.test(target)) return target;
  }
  return null;
};

const shortened = (text: string): string => (text.length > 120 ? `${text.slice(0, 117)}...` : text);

/** A DOCTYPE's internal subset: any entity refuses the file (they are never expanded). */
const checkDoctype = (doctype: string): void => {
  const external = /<!ENTITY\s+%?\s*[^\s>]+\s+(?:SYSTEM|PUBLIC)\s+(?:"[^"]*"\s*)?["']([^"']*)["']/i.exec(doctype);
  if (external) throw refusal(SvgRefusals.externalEntity(shortened(external[1] ?? '')));
  if (/<!ENTITY/i.test(doctype)) throw refusal(SvgRefusals.entities);
};

const checkAttribute = (element: string, name: string, value: string): void => {
  if (/^on/i.test(name.slice(name.indexOf(':') + 1))) throw refusal(SvgRefusals.eventHandler(name));
  // Browsers drop white space and control characters inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex -- those control characters are what is removed
  if (value.includes(':') && SCRIPT_SCHEME.test(value.replace(/[\s\u0000-\u001f]+/g, ''))) throw refusal(SvgRefusals.scriptAddress(name));
  const address = value.trim();
  if (REFERENCE.test(name) && address !== '' && !LOCAL_ADDRESS.test(address) && !(element === 'a' && LINK_ADDRESS.test(address))) {
    throw refusal(SvgRefusals.outsideReference(shortened(address)));
  }
  const cssTarget = value.includes('url(') || /^style$/i.test(name) ? outsideCssTarget(value) : null;
  if (cssTarget !== null) throw refusal(SvgRefusals.outsideReference(shortened(cssTarget)));
};

export interface SvgCheck {
  /** Reads the next bytes; throws the refusal (an ApiError) at the first thing refused. */
  write(chunk: Buffer): void;
  /** The end of the file; throws when it ended inside the markup or refused its last bytes. */
  end(): void;
}

/** A check of one SVG file, fed its bytes in order as they arrive; the text of one element at most is held. */
export const svgCheck = (): SvgCheck => {
  const decoder = new StringDecoder('utf8');
  const parser = new SaxesParser({ xmlns: false, position: true });
  /** The text of the <style> element being read (its rules may import or load files). */
  let style: string | null = null;
  let attributes = 0;
  let depth = 0;

  parser.on('doctype', checkDoctype);
  parser.on('processinginstruction', (instruction) => {
    // <?xml-stylesheet href="..."?> loads a stylesheet from wherever it says.
    if (/stylesheet/i.test(instruction.target)) throw refusal(SvgRefusals.outsideReference(shortened(instruction.body.trim())));
  });
  parser.on('opentagstart', () => {
    attributes = 0;
  });
  parser.on('attribute', () => {
    attributes += 1;
    if (attributes > MAX_ATTRIBUTES) throw refusal(SvgRefusals.tooManyAttributes);
  });
  parser.on('opentag', (tag) => {
    if (!tag.isSelfClosing) depth += 1;
    if (depth > MAX_DEPTH) throw refusal(SvgRefusals.tooDeep);
    const local = tag.name.slice(tag.name.indexOf(':') + 1).toLowerCase();
    if (RUNNING_ELEMENTS.has(local)) throw refusal(SvgRefusals.script(tag.name));
    for (const [name, value] of Object.entries(tag.attributes)) checkAttribute(local, name, value);
    if (local === 'style') style = '';
  });
  const onText = (text: string): void => {
    if (style !== null) style += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag) => {
    if (!tag.isSelfClosing) depth -= 1;
    if (style === null) return;
    const target = outsideCssTarget(style);
    style = null;
    if (target !== null) throw refusal(SvgRefusals.outsideReference(shortened(target)));
  });
  parser.on('error', (error) => {
    // saxes prefixes its messages with "line:column: "; the uploader gets them as words.
    const match = /^(\d+):(\d+): (.*)$/s.exec(error.message);
    const reason = (match?.[3] ?? error.message).replace(/\.$/, '');
    throw refusal(SvgRefusals.malformed(Number(match?.[1] ?? parser.line), Number(match?.[2] ?? parser.column), reason));
  });

  const run = (step: () => void): void => {
    try {
      step();
    } catch (err) {
      if (err instanceof Refused) throw err.answer;
      throw err;
    }
  };
  return {
    write: (chunk) => run(() => parser.write(decoder.write(chunk))),
    end: () =>
      run(() => {
        const rest = decoder.end();
        if (rest !== '') parser.write(rest);
        parser.close();
      }),
  };
};
