// The words of an SVG text and the style an element is drawn with.
import { readStyleSheet, computeStyle, initialStyle } from './styles';
import { readText, writtenLength } from './text';
import type { XmlElement, XmlNode } from './xmlTree';

const el = (name: string, attrs: Record<string, string>, children: XmlNode[] = []): XmlElement => ({ kind: 'element', name, attrs, children });
const txt = (value: string): XmlNode => ({ kind: 'text', value });

describe('the words of a text', () => {
  it('puts each tspan placed on its own line on a new line', () => {
    const text = el('text', {}, [el('tspan', { x: '0', y: '10' }, [txt('First line')]), txt('\n\t\t'), el('tspan', { x: '0', y: '60' }, [txt('second')])]);
    expect(readText(text)).toEqual({ text: 'First line\nsecond', hasTab: false });
  });

  it('keeps tspans of one line together', () => {
    const text = el('text', { y: '10' }, [txt('H'), el('tspan', { 'baseline-shift': 'sub' }, [txt('2')]), txt('O')]);
    expect(readText(text).text).toBe('H2O');
  });

  it("tells an author's tab from the file's indentation", () => {
    expect(readText(el('text', {}, [txt('a\tb')])).hasTab).toBe(true);
    expect(readText(el('text', {}, [txt('\n\t'), el('tspan', {}, [txt('ab')])])).hasTab).toBe(false);
  });

  it('counts the written characters, not the line breaks', () => {
    expect(writtenLength('ab\ncd é')).toBe(6);
  });
});

describe('the style of an element', () => {
  const sheet = readStyleSheet(el('svg', {}, [el('style', {}, [txt('/* ai */ .st0{fill:none;stroke:#000000;stroke-width:12;} #hot, path.x {fill:red}')])]));

  it("reads Illustrator's class rules", () => {
    const style = computeStyle(el('path', { class: 'st0' }), initialStyle, sheet);
    expect(style).toMatchObject({ fill: 'none', stroke: '#000000', strokeWidth: 12 });
  });

  it('lets the style attribute win over a class, and id rules apply', () => {
    expect(computeStyle(el('path', { class: 'st0', style: 'fill: blue' }), initialStyle, sheet).fill).toBe('blue');
    expect(computeStyle(el('path', { id: 'hot' }), initialStyle, sheet).fill).toBe('red');
  });

  it('inherits fill and stroke, fills black when nothing says otherwise, and multiplies opacity', () => {
    const group = computeStyle(el('g', { stroke: '#111', opacity: '0.5' }), initialStyle, sheet);
    const child = computeStyle(el('path', { opacity: '0.5' }), group, sheet);
    expect(child).toMatchObject({ fill: '#000000', stroke: '#111', opacity: 0.25 });
  });

  it('hides what display none hides', () => {
    expect(computeStyle(el('g', { style: 'display:none' }), initialStyle, sheet).hidden).toBe(true);
  });
});
