// The computed style of an SVG element: presentation attributes, then the file's <style> rules
// (Illustrator writes `.st0{fill:none;stroke:#000;}` classes), then the style attribute, inherited
// from the parent where SVG inherits. Only what the scene document keeps is computed.
import { childElements, type XmlElement } from './xmlTree';

export interface ComputedStyle {
  readonly fill: string;
  readonly stroke: string;
  readonly strokeWidth: number;
  readonly strokeLinecap: string;
  readonly strokeLinejoin: string;
  readonly fontSize: number;
  readonly fontWeight: number;
  /** Not inherited: the element's own opacity times its ancestors'. */
  readonly opacity: number;
  readonly hidden: boolean;
}

/** SVG's initial values: a shape with no fill said is filled black. */
export const initialStyle: ComputedStyle = {
  fill: '#000000',
  stroke: 'none',
  strokeWidth: 1,
  strokeLinecap: 'butt',
  strokeLinejoin: 'miter',
  fontSize: 16,
  fontWeight: 400,
  opacity: 1,
  hidden: false,
};

type Declarations = Record<string, string>;

export interface StyleSheet {
  readonly byClass: ReadonlyMap<string, Declarations>;
  readonly byId: ReadonlyMap<string, Declarations>;
  readonly byType: ReadonlyMap<string, Declarations>;
  /** A gradient's first stop colour by the gradient's id: the editor paints flat colours. */
  readonly gradients: ReadonlyMap<string, string>;
}

const parseDeclarations = (text: string): Declarations => {
  const declarations: Declarations = {};
  for (const part of text.split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const name = part.slice(0, colon).trim().toLowerCase();
    const value = part
      .slice(colon + 1)
      .replace(/!important/i, '')
      .trim();
    if (name && value) declarations[name] = value;
  }
  return declarations;
};

const addTo = (map: Map<string, Declarations>, key: string, declarations: Declarations): void => {
  map.set(key, { ...(map.get(key) ?? {}), ...declarations });
};

const gradientNames = new Set(['linearGradient', 'radialGradient']);

const firstStopColour = (gradient: XmlElement): string | undefined => {
  const stop = childElements(gradient).find((child) => child.name === 'stop');
  if (!stop) return undefined;
  return parseDeclarations(stop.attrs.style ?? '')['stop-color'] ?? stop.attrs['stop-color'];
};

const collect = (element: XmlElement, styles: string[], gradients: Map<string, string>, links: Map<string, string>): void => {
  for (const child of childElements(element)) {
    if (child.name === 'style') styles.push(child.children.map((c) => (c.kind === 'text' ? c.value : '')).join(''));
    else if (gradientNames.has(child.name) && child.attrs.id) {
      const colour = firstStopColour(child);
      const link = child.attrs.href ?? child.attrs['xlink:href'];
      if (colour) gradients.set(child.attrs.id, colour);
      else if (link?.startsWith('#')) links.set(child.attrs.id, link.slice(1));
    } else collect(child, styles, gradients, links);
  }
};

/** The simple selectors of every <style> element: `.class`, `#id` and element names (others are ignored). */
export const readStyleSheet = (root: XmlElement): StyleSheet => {
  const texts: string[] = [];
  const gradients = new Map<string, string>();
  const links = new Map<string, string>();
  collect(root, texts, gradients, links);
  // Illustrator writes a gradient's stops once and links the others to it.
  for (const [id, target] of links) {
    const colour = gradients.get(target);
    if (colour) gradients.set(id, colour);
  }
  const byClass = new Map<string, Declarations>();
  const byId = new Map<string, Declarations>();
  const byType = new Map<string, Declarations>();
  const css = texts.join('\n').replace(/\/\*[\s\S]*?\*\//g, '');
  for (const rule of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = parseDeclarations(rule[2] ?? '');
    for (const selector of (rule[1] ?? '').split(',').map((s) => s.trim())) {
      if (/^\.[\w-]+$/.test(selector)) addTo(byClass, selector.slice(1), declarations);
      else if (/^#[\w-]+$/.test(selector)) addTo(byId, selector.slice(1), declarations);
      else if (/^[a-zA-Z]+$/.test(selector)) addTo(byType, selector, declarations);
    }
  }
  return { byClass, byId, byType, gradients };
};

const styleProperties = ['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'font-size', 'font-weight', 'opacity', 'display', 'visibility'];

/** The element's own declarations, lowest priority first: attributes, type, class and id rules, style attribute. */
const ownDeclarations = (element: XmlElement, sheet: StyleSheet): Declarations => {
  const own: Declarations = {};
  for (const name of styleProperties) {
    const value = element.attrs[name];
    if (value !== undefined) own[name] = value.trim();
  }
  Object.assign(own, sheet.byType.get(element.name));
  for (const cls of (element.attrs.class ?? '').split(/\s+/)) if (cls) Object.assign(own, sheet.byClass.get(cls));
  if (element.attrs.id) Object.assign(own, sheet.byId.get(element.attrs.id));
  if (element.attrs.style) Object.assign(own, parseDeclarations(element.attrs.style));
  return own;
};

const numberIn = (value: string | undefined, fallback: number): number => {
  const parsed = value === undefined ? NaN : parseFloat(value);
  return Number.isFinite(parsed) ? parsed : fallback;
};

const fontWeightOf = (value: string | undefined, inherited: number): number => {
  if (value === undefined || value === 'inherit') return inherited;
  if (value === 'bold' || value === 'bolder') return 700;
  if (value === 'normal') return 400;
  if (value === 'lighter') return 200;
  return numberIn(value, inherited);
};

/** Colours as a canvas reads them; anything else in a file (expressions, long junk) paints black. */
const colourSyntax = /^(#[0-9a-f]{3,8}|[a-z]{3,30}|(rgb|rgba|hsl|hsla)\([\d\s.,%/+-]{1,60}\))$/i;

const colourOf = (value: string | undefined, inherited: string, sheet: StyleSheet): string => {
  if (value === undefined || value === 'inherit') return inherited;
  if (value === 'transparent' || value === 'none') return 'none';
  // The `color` property is not read: currentColor is its initial value, black.
  if (value === 'currentColor') return '#000000';
  const gradient = /^url\(\s*['"]?#([^'")\s]+)['"]?\s*\)/.exec(value);
  if (gradient) return sheet.gradients.get(gradient[1] ?? '') ?? '#000000';
  return colourSyntax.test(value) ? value : '#000000';
};

const oneOf = (value: string | undefined, allowed: readonly string[], inherited: string): string => (value !== undefined && allowed.includes(value) ? value : inherited);

export const computeStyle = (element: XmlElement, parent: ComputedStyle, sheet: StyleSheet): ComputedStyle => {
  const own = ownDeclarations(element, sheet);
  return {
    fill: colourOf(own.fill, parent.fill, sheet),
    stroke: colourOf(own.stroke, parent.stroke, sheet),
    strokeWidth: numberIn(own['stroke-width'], parent.strokeWidth),
    strokeLinecap: oneOf(own['stroke-linecap'], ['butt', 'round', 'square'], parent.strokeLinecap),
    strokeLinejoin: oneOf(own['stroke-linejoin'], ['miter', 'round', 'bevel'], parent.strokeLinejoin),
    fontSize: numberIn(own['font-size'], parent.fontSize),
    fontWeight: fontWeightOf(own['font-weight'], parent.fontWeight),
    opacity: Math.min(1, Math.max(0, numberIn(own.opacity, 1))) * parent.opacity,
    hidden: parent.hidden || own.display === 'none' || own.visibility === 'hidden',
  };
};

export const hasFill = (style: ComputedStyle): boolean => style.fill !== 'none';
export const hasStroke = (style: ComputedStyle): boolean => style.stroke !== 'none' && style.strokeWidth > 0;
