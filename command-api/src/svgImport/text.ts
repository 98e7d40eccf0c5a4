// The words of an SVG <text>: its text and tspans in order, a tspan placed on its own line (its own y,
// or a dy) starting a new line. Whitespace-only runs holding a line break are the file's indentation,
// not text; any other tab is the author's, and tabs are refused (spec 002 section 5).
import type { XmlElement, XmlNode } from './xmlTree';

export interface TextContent {
  /** Lines joined with '\n', spaces collapsed as SVG shows them. */
  readonly text: string;
  readonly hasTab: boolean;
}

const startsLine = (element: XmlElement): boolean => element.attrs.y !== undefined || (element.attrs.dy !== undefined && parseFloat(element.attrs.dy) !== 0);

export const readText = (element: XmlElement): TextContent => {
  let text = '';
  let hasTab = false;
  const visit = (node: XmlNode): void => {
    if (node.kind === 'text') {
      if (/^\s*$/.test(node.value) && /[\r\n]/.test(node.value)) return;
      if (node.value.includes('\t')) hasTab = true;
      text += node.value.replace(/[\r\n]+/g, ' ');
      return;
    }
    if (node !== element && startsLine(node) && text.length > 0 && !text.endsWith('\n')) text += '\n';
    node.children.forEach(visit);
  };
  visit(element);
  const lines = text.split('\n').map((line) => line.replace(/ {2,}/g, ' ').trim());
  return { text: lines.filter((line, i) => line.length > 0 || i < lines.length - 1).join('\n'), hasTab };
};

/** Characters the scene writes (line breaks are not written). */
export const writtenLength = (text: string): number => [...text.replace(/\n/g, '')].length;
