// Shapes as path data, transforms composed and taken apart, paths measured: the arithmetic the
// import's element places and drawing times come from.
import { bakePath, flatten, pointAt, shapePathData } from './geometry';
import { apply, decompose, multiply, parseTransform } from './transform';
import type { XmlElement } from './xmlTree';

const shape = (name: string, attrs: Record<string, string>): XmlElement => ({ kind: 'element', name, attrs, children: [] });

describe('a transform attribute', () => {
  it('composes its list left to right', () => {
    const m = parseTransform('translate(10 20) scale(2)');
    expect(apply(m, 1, 1)).toEqual({ x: 12, y: 22 });
  });

  it('rotates about a centre', () => {
    const p = apply(parseTransform('rotate(90 10 10)'), 20, 10);
    expect(p.x).toBeCloseTo(10);
    expect(p.y).toBeCloseTo(20);
  });

  it("reads Illustrator's matrix and ignores what it cannot read", () => {
    expect(parseTransform('matrix(1 0 0 1 700 200)')).toEqual([1, 0, 0, 1, 700, 200]);
    expect(parseTransform('wobble(3)')).toEqual([1, 0, 0, 1, 0, 0]);
  });

  it('comes apart into translate, rotate and scale props', () => {
    const m = multiply(parseTransform('translate(5 6) rotate(30)'), parseTransform('scale(2 3)'));
    const parts = decompose(m);
    expect(parts.translateX).toBeCloseTo(5);
    expect(parts.translateY).toBeCloseTo(6);
    expect(parts.rotate).toBeCloseTo(30);
    expect(parts.scaleX).toBeCloseTo(2);
    expect(parts.scaleY).toBeCloseTo(3);
    expect(parts.skewX).toBeCloseTo(0);
  });
});

describe('the basic shapes', () => {
  it('become path data', () => {
    expect(shapePathData(shape('line', { x1: '0', y1: '0', x2: '10', y2: '0' }))).toBe('M0,0L10,0');
    expect(shapePathData(shape('polygon', { points: '0,0 10,0 10,10' }))).toBe('M0,0L10,0L10,10Z');
    expect(shapePathData(shape('polyline', { points: '0 0 10 0' }))).toBe('M0,0L10,0');
    expect(shapePathData(shape('rect', { x: '1', y: '2', width: '3', height: '4' }))).toBe('M1,2H4V6H1Z');
    expect(shapePathData(shape('circle', { cx: '5', cy: '5', r: '0' }))).toBe('');
  });

  it('measure as they are drawn', () => {
    expect(flatten(shapePathData(shape('rect', { width: '10', height: '20' }))).length).toBeCloseTo(60);
    expect(flatten(shapePathData(shape('circle', { cx: '0', cy: '0', r: '100' }))).length).toBeCloseTo(2 * Math.PI * 100, -1);
  });
});

describe('a path', () => {
  it('takes a transform baked in', () => {
    expect(bakePath('M0 0L10 0', parseTransform('translate(5 5) scale(2)'))).toBe('M5 5L25 5');
  });

  it('gives the point at a distance along it, clamped to its ends', () => {
    const line = flatten('M0 0L10 0L10 10');
    expect(pointAt(line, 15)).toEqual({ x: 10, y: 5 });
    expect(pointAt(line, -5)).toEqual({ x: 0, y: 0 });
    expect(pointAt(line, 99)).toEqual({ x: 10, y: 10 });
  });

  it('does not count the jump of a second subpath', () => {
    expect(flatten('M0 0L10 0M100 100L100 110').length).toBeCloseTo(20);
  });
});
