// Lengths and points of SVG path data, measured once per distinct path: a path's `d` does not change
// while a scene plays, and measuring a long imported stroke costs far more than a frame allows.
import { svgPathProperties } from 'svg-path-properties';

export interface PathGeometry {
  readonly length: number;
  pointAt(fraction: number): { x: number; y: number };
}

const EMPTY: PathGeometry = { length: 0, pointAt: () => ({ x: 0, y: 0 }) };
/** Enough for the paths of several big scenes; past it the cache starts over rather than grow without bound. */
const MAX_CACHED = 20_000;
const cache = new Map<string, PathGeometry>();

const measure = (d: string): PathGeometry => {
  try {
    const properties = new svgPathProperties(d);
    const length = properties.getTotalLength();
    if (!Number.isFinite(length) || length <= 0) return EMPTY;
    return {
      length,
      pointAt: (fraction) => {
        const { x, y } = properties.getPointAtLength(Math.min(1, Math.max(0, fraction)) * length);
        return { x, y };
      },
    };
  } catch {
    // Path data the parser refuses draws nothing and moves nothing; the import reports such paths.
    return EMPTY;
  }
};

export const pathGeometry = (d: string | undefined): PathGeometry => {
  if (!d) return EMPTY;
  const cached = cache.get(d);
  if (cached) return cached;
  if (cache.size >= MAX_CACHED) cache.clear();
  const geometry = measure(d);
  cache.set(d, geometry);
  return geometry;
};
