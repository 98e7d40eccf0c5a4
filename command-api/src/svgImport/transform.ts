// 2D affine matrices [a, b, c, d, e, f] (SVG's matrix(a b c d e f)): the transform attributes of an
// imported file are composed from the root down, then baked into path data or turned into the props
// (translate, scale, rotate, skew) of rects, images and texts.

export type Matrix = readonly [number, number, number, number, number, number];

export const identity: Matrix = [1, 0, 0, 1, 0, 0];

/** m1 · m2: m2 is applied first, as in `transform="m1 m2"`. */
export const multiply = (m1: Matrix, m2: Matrix): Matrix => {
  const [a1, b1, c1, d1, e1, f1] = m1;
  const [a2, b2, c2, d2, e2, f2] = m2;
  return [a1 * a2 + c1 * b2, b1 * a2 + d1 * b2, a1 * c2 + c1 * d2, b1 * c2 + d1 * d2, a1 * e2 + c1 * f2 + e1, b1 * e2 + d1 * f2 + f1];
};

export const translation = (x: number, y: number): Matrix => [1, 0, 0, 1, x, y];

export const apply = (m: Matrix, x: number, y: number): { x: number; y: number } => ({
  x: m[0] * x + m[2] * y + m[4],
  y: m[1] * x + m[3] * y + m[5],
});

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

const one = (name: string, values: number[]): Matrix => {
  const [v0 = 0, v1, v2] = values;
  switch (name) {
    case 'matrix':
      return values.length === 6 ? (values as unknown as Matrix) : identity;
    case 'translate':
      return translation(v0, v1 ?? 0);
    case 'scale':
      return [v0, 0, 0, v1 ?? v0, 0, 0];
    case 'rotate': {
      const cos = Math.cos(radians(v0));
      const sin = Math.sin(radians(v0));
      const turn: Matrix = [cos, sin, -sin, cos, 0, 0];
      if (v1 === undefined) return turn;
      return multiply(multiply(translation(v1, v2 ?? 0), turn), translation(-v1, -(v2 ?? 0)));
    }
    case 'skewX':
      return [1, 0, Math.tan(radians(v0)), 1, 0, 0];
    case 'skewY':
      return [1, Math.tan(radians(v0)), 0, 1, 0, 0];
    default:
      return identity;
  }
};

/** A transform attribute's list, composed left to right; anything unreadable counts as no transform. */
export const parseTransform = (text: string | undefined): Matrix => {
  if (!text) return identity;
  let result = identity;
  for (const match of text.matchAll(/(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)/g)) {
    const values = (match[2] ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (values.some((v) => !Number.isFinite(v))) continue;
    result = multiply(result, one(match[1] ?? '', values));
  }
  return result;
};

/** No rotation, skew or flip: a rect stays a rect under it. */
export const isAxisAligned = (m: Matrix): boolean => Math.abs(m[1]) < 1e-9 && Math.abs(m[2]) < 1e-9 && m[0] > 0 && m[3] > 0;

/** How much the matrix scales lengths on average (stroke widths under a baked transform). */
export const meanScale = (m: Matrix): number => Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));

export interface Decomposed {
  translateX: number;
  translateY: number;
  scaleX: number;
  scaleY: number;
  /** Degrees. */
  rotate: number;
  /** Konva's skew factor (translate · rotate · skew · scale). */
  skewX: number;
}

/** The editor's props for a matrix, in Konva's order (translate, rotate, skewX, scale). */
export const decompose = (m: Matrix): Decomposed => {
  const [a, b, c, d, e, f] = m;
  const delta = a * d - b * c;
  const r = Math.sqrt(a * a + b * b);
  if (r === 0 || delta === 0) return { translateX: e, translateY: f, scaleX: r, scaleY: 0, rotate: 0, skewX: 0 };
  const rotation = b > 0 ? Math.acos(a / r) : -Math.acos(a / r);
  return {
    translateX: e,
    translateY: f,
    scaleX: r,
    scaleY: delta / r,
    rotate: (rotation * 180) / Math.PI,
    skewX: (a * c + b * d) / delta,
  };
};
