// Path geometry of an import: SVG's basic shapes as path data, transforms baked in with svgpath, and
// a path flattened into a polyline to know its length (a stroke's drawing time) and its points (a
// motion path's keyframes).
import svgpath from 'svgpath';
import type { Matrix } from './transform';
import type { XmlElement } from './xmlTree';

const num = (element: XmlElement, name: string): number => {
  const value = parseFloat(element.attrs[name] ?? '');
  return Number.isFinite(value) ? value : 0;
};

const pointsOf = (element: XmlElement): number[] =>
  (element.attrs.points ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number)
    .filter(Number.isFinite);

const ellipsePath = (cx: number, cy: number, rx: number, ry: number): string => (rx <= 0 || ry <= 0 ? '' : `M${cx - rx},${cy}A${rx},${ry} 0 1 0 ${cx + rx},${cy}A${rx},${ry} 0 1 0 ${cx - rx},${cy}Z`);

const rectPath = (element: XmlElement): string => {
  const x = num(element, 'x');
  const y = num(element, 'y');
  const w = num(element, 'width');
  const h = num(element, 'height');
  if (w <= 0 || h <= 0) return '';
  const rx = Math.min(num(element, 'rx') || num(element, 'ry'), w / 2);
  const ry = Math.min(num(element, 'ry') || rx, h / 2);
  if (rx <= 0) return `M${x},${y}H${x + w}V${y + h}H${x}Z`;
  return (
    `M${x + rx},${y}H${x + w - rx}A${rx},${ry} 0 0 1 ${x + w},${y + ry}V${y + h - ry}` +
    `A${rx},${ry} 0 0 1 ${x + w - rx},${y + h}H${x + rx}A${rx},${ry} 0 0 1 ${x},${y + h - ry}V${y + ry}A${rx},${ry} 0 0 1 ${x + rx},${y}Z`
  );
};

/** The shape's outline as path data in its own coordinates ('' for an empty or unknown shape). */
export const shapePathData = (element: XmlElement): string => {
  switch (element.name) {
    case 'path':
      return element.attrs.d ?? '';
    case 'rect':
      return rectPath(element);
    case 'circle':
      return ellipsePath(num(element, 'cx'), num(element, 'cy'), num(element, 'r'), num(element, 'r'));
    case 'ellipse':
      return ellipsePath(num(element, 'cx'), num(element, 'cy'), num(element, 'rx'), num(element, 'ry'));
    case 'line':
      return `M${num(element, 'x1')},${num(element, 'y1')}L${num(element, 'x2')},${num(element, 'y2')}`;
    case 'polyline':
    case 'polygon': {
      const p = pointsOf(element);
      if (p.length < 4) return '';
      const pairs: string[] = [];
      for (let i = 0; i + 1 < p.length; i += 2) pairs.push(`${p[i]},${p[i + 1]}`);
      return `M${pairs.join('L')}${element.name === 'polygon' ? 'Z' : ''}`;
    }
    default:
      return '';
  }
};

export const shapeNames = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon']);

/** Path data with the matrix baked in, absolute, rounded to hundredths of a pixel. */
export const bakePath = (d: string, m: Matrix): string =>
  svgpath(d)
    .matrix([...m])
    .abs()
    .round(2)
    .toString();

/** Moves path data by (dx, dy). */
export const translatePath = (d: string, dx: number, dy: number): string => svgpath(d).translate(dx, dy).abs().round(2).toString();

export interface Polyline {
  readonly xs: number[];
  readonly ys: number[];
  /** Length along the path up to each point. */
  readonly at: number[];
  readonly length: number;
}

/** Steps per curve segment when flattening: enough for a length within a fraction of a percent. */
const CURVE_STEPS = 12;

/** The path, with the matrix applied when given, flattened into points (arcs and smooth curves made cubic first). */
export const flatten = (d: string, m?: Matrix): Polyline => {
  const xs: number[] = [];
  const ys: number[] = [];
  const at: number[] = [];
  let length = 0;
  let startX = 0;
  let startY = 0;
  const push = (x: number, y: number, jump: boolean): void => {
    const lastX = xs[xs.length - 1];
    const lastY = ys[ys.length - 1];
    if (!jump && lastX !== undefined && lastY !== undefined) length += Math.hypot(x - lastX, y - lastY);
    xs.push(x);
    ys.push(y);
    at.push(length);
  };
  const path = m ? svgpath(d).matrix([...m]) : svgpath(d);
  path
    .abs()
    .unarc()
    .unshort()
    .iterate((segment, _index, x, y) => {
      const [command] = segment;
      if (command === 'M') {
        push(segment[1], segment[2], true);
        startX = segment[1];
        startY = segment[2];
      } else if (command === 'L') push(segment[1], segment[2], false);
      else if (command === 'H') push(segment[1], y, false);
      else if (command === 'V') push(x, segment[1], false);
      else if (command === 'Z' || command === 'z') push(startX, startY, false);
      else if (command === 'C' || command === 'Q') {
        const cubic = command === 'C';
        const [x1, y1, x2, y2, x3, y3] = cubic ? [segment[1], segment[2], segment[3], segment[4], segment[5], segment[6]] : [segment[1], segment[2], segment[1], segment[2], segment[3], segment[4]];
        for (let step = 1; step <= CURVE_STEPS; step += 1) {
          const t = step / CURVE_STEPS;
          const u = 1 - t;
          if (cubic) {
            push(u * u * u * x + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3, u * u * u * y + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3, false);
          } else {
            push(u * u * x + 2 * u * t * x1 + t * t * x3, u * u * y + 2 * u * t * y1 + t * t * y3, false);
          }
        }
      }
    });
  return { xs, ys, at, length };
};

/** The point at a distance along the polyline (clamped to its ends). */
export const pointAt = (line: Polyline, distance: number): { x: number; y: number } => {
  const last = line.xs.length - 1;
  if (last < 0) return { x: 0, y: 0 };
  let low = 0;
  let high = last;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((line.at[mid] ?? 0) < distance) low = mid + 1;
    else high = mid;
  }
  const i = Math.max(1, low);
  const a = line.at[i - 1] ?? 0;
  const b = line.at[i] ?? a;
  const t = b > a ? Math.min(1, Math.max(0, (distance - a) / (b - a))) : 1;
  const x0 = line.xs[i - 1] ?? line.xs[0] ?? 0;
  const y0 = line.ys[i - 1] ?? line.ys[0] ?? 0;
  const x1 = line.xs[Math.min(i, last)] ?? x0;
  const y1 = line.ys[Math.min(i, last)] ?? y0;
  return { x: x0 + (x1 - x0) * t, y: y0 + (y1 - y0) * t };
};
