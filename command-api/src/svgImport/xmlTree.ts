// Reads an SVG file into a small element tree with saxes, a streaming parser that never expands a DTD
// or fetches anything. Everything hostile is handled here, before any rule sees the tree: entity
// declarations (billion laughs, external entities) refuse the file, script and foreignObject elements
// are dropped with their content, on* event attributes and javascript: addresses are removed.
import { Messages, SceneLimits, type ImportProblem } from '@wb/contracts';
import { SaxesParser } from 'saxes';

export interface XmlText {
  readonly kind: 'text';
  readonly value: string;
}
export interface XmlElement {
  readonly kind: 'element';
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: XmlNode[];
}
export type XmlNode = XmlElement | XmlText;

export const XmlLimits = {
  /** Elements in the file, dropped ones included: a bound on work and memory whatever the bytes hold. */
  maxElements: 200_000,
  /** Nesting depth: the tree is walked recursively. */
  maxDepth: 200,
  /**
   * Attributes of one element: the parser's duplicate check costs the square of the count at the tag's
   * end (100,000 took seconds), so a file is stopped as they arrive, far above what drawings carry.
   */
  maxAttributes: 1000,
} as const;

/** Elements dropped with everything inside them: they run code or embed HTML. */
const droppedElements = new Set(['script', 'foreignObject', 'iframe', 'handler', 'listener']);
/** Addresses that would run code when followed or loaded. */
const unsafeAddress = /^\s*(javascript|vbscript|data:text\/html)/i;

class ParseStopped extends Error {}

/** What the DTD of a DOCTYPE declares: any entity refuses the file (they are never expanded). */
const doctypeProblem = (doctype: string): ImportProblem | null => {
  const external = /<!ENTITY\s+%?\s*[^\s>]+\s+(?:SYSTEM|PUBLIC)\s+(?:"[^"]*"\s*)?["']([^"']*)["']/i.exec(doctype);
  if (external) return { message: Messages.importExternalEntityRefused(external[1] ?? ''), where: null };
  if (/<!ENTITY/i.test(doctype)) return { message: Messages.importEntitiesRefused, where: null };
  return null;
};

const safeAttributes = (attributes: Record<string, string>): Record<string, string> => {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (/^on/i.test(name)) continue;
    if ((name === 'href' || name === 'xlink:href') && unsafeAddress.test(value)) continue;
    kept[name] = value;
  }
  return kept;
};

export interface ParsedXml {
  readonly root: XmlElement | null;
  readonly problems: ImportProblem[];
}

const failure = (problem: ImportProblem): ParsedXml => ({ root: null, problems: [problem] });

/** Parses the file; on a problem that makes the tree unusable it answers no root and that problem. */
export const parseXml = (text: string): ParsedXml => {
  if (Buffer.byteLength(text, 'utf8') > SceneLimits.maxSvgBytes) return failure({ message: Messages.importFileTooLarge, where: null });
  const parser = new SaxesParser({ xmlns: false, position: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let stopped: ImportProblem | null = null;
  let elements = 0;
  let attributes = 0;
  /** Depth inside a dropped element (0 when not in one). */
  let dropping = 0;
  const stop = (problem: ImportProblem): never => {
    stopped = problem;
    throw new ParseStopped();
  };

  parser.on('doctype', (doctype) => {
    const problem = doctypeProblem(doctype);
    if (problem) stop(problem);
  });
  parser.on('opentagstart', () => {
    attributes = 0;
  });
  parser.on('attribute', () => {
    attributes += 1;
    if (attributes > XmlLimits.maxAttributes) stop({ message: Messages.importTooManyAttributes(XmlLimits.maxAttributes), where: null });
  });
  parser.on('opentag', (tag) => {
    elements += 1;
    if (elements > XmlLimits.maxElements) stop({ message: Messages.importTooManyElements(XmlLimits.maxElements), where: null });
    if (dropping > 0 || droppedElements.has(tag.name)) {
      dropping += 1;
      return;
    }
    if (stack.length >= XmlLimits.maxDepth) stop({ message: Messages.importTooDeep(XmlLimits.maxDepth), where: null });
    const element: XmlElement = { kind: 'element', name: tag.name, attrs: safeAttributes(tag.attributes), children: [] };
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(element);
    else root = element;
    stack.push(element);
  });
  parser.on('closetag', () => {
    if (dropping > 0) dropping -= 1;
    else stack.pop();
  });
  const onText = (value: string): void => {
    const parent = stack[stack.length - 1];
    if (parent && dropping === 0) parent.children.push({ kind: 'text', value });
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('error', (error) => {
    // saxes prefixes its messages with "line:column: "; the user gets them as words.
    const match = /^(\d+):(\d+): (.*)$/s.exec(error.message);
    const line = Number(match?.[1] ?? parser.line);
    const column = Number(match?.[2] ?? parser.column);
    const reason = (match?.[3] ?? error.message).replace(/\.$/, '');
    stop({ message: Messages.importMalformedXml(line, column, reason), where: null });
  });

  try {
    parser.write(text).close();
  } catch (error) {
    if (!(error instanceof ParseStopped)) throw error;
  }
  if (stopped) return failure(stopped);
  const parsed = root as XmlElement | null;
  if (!parsed) return failure({ message: Messages.importMalformedXml(1, 0, 'the file holds no element'), where: null });
  if (parsed.name !== 'svg') return failure({ message: Messages.importNotSvg(parsed.name), where: null });
  return { root: parsed, problems: [] };
};

/** Child elements, text nodes left out. */
export const childElements = (element: XmlElement): XmlElement[] => element.children.filter((child): child is XmlElement => child.kind === 'element');

/** The address of an image or use element (SVG 2 href, or SVG 1.1 xlink:href). */
export const hrefOf = (element: XmlElement): string | undefined => element.attrs.href ?? element.attrs['xlink:href'];

/** Elements by id, for <use> references; the first of a repeated id wins, as browsers do. */
export const indexIds = (root: XmlElement): ReadonlyMap<string, XmlElement> => {
  const byId = new Map<string, XmlElement>();
  const visit = (element: XmlElement): void => {
    const id = element.attrs.id;
    if (id !== undefined && !byId.has(id)) byId.set(id, element);
    childElements(element).forEach(visit);
  };
  visit(root);
  return byId;
};
