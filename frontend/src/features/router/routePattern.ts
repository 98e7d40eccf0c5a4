// A route's path pattern (see ClientRoute.path): compiled once, matched against an address's decoded
// segments, and ordered so that where two patterns match one path the more specific one answers.

type Segment = { kind: 'literal'; text: string } | { kind: 'param'; name: string; optional: boolean } | { kind: 'rest' };

export interface PathPattern {
  source: string;
  segments: readonly Segment[];
}

export type PathParams = Record<string, string | string[] | undefined>;

const segmentOf = (text: string): Segment => {
  if (text === '*') return { kind: 'rest' };
  if (!text.startsWith(':')) return { kind: 'literal', text };
  const optional = text.endsWith('?');
  return { kind: 'param', name: text.slice(1, optional ? -1 : undefined), optional };
};

export const compilePattern = (source: string): PathPattern => {
  if (!source.startsWith('/')) throw new Error(`The route path '${source}' does not start with /`);
  const segments = source
    .split('/')
    .filter((s) => s !== '')
    .map(segmentOf);
  segments.forEach((segment, i) => {
    const next = segments[i + 1];
    if (segment.kind === 'rest' && next) throw new Error(`In the route path '${source}', * comes last`);
    if (segment.kind === 'param' && segment.optional && next && next.kind !== 'rest' && !(next.kind === 'param' && next.optional)) {
      throw new Error(`In the route path '${source}', only optional parameters or * follow an optional parameter`);
    }
  });
  return { source, segments };
};

/** The parameters a pattern binds from the segments, or null when it does not match them. */
export const matchPattern = (pattern: PathPattern, segments: readonly string[]): PathParams | null => {
  const params: PathParams = {};
  for (const [i, part] of pattern.segments.entries()) {
    if (part.kind === 'rest') {
      params.rest = segments.slice(i);
      return params;
    }
    const segment = segments[i];
    if (part.kind === 'literal') {
      if (segment !== part.text) return null;
    } else if (segment !== undefined) {
      params[part.name] = segment;
    } else if (part.optional) {
      params[part.name] = undefined;
    } else {
      return null;
    }
  }
  return segments.length > pattern.segments.length ? null : params;
};

// At the first position where two patterns differ: a literal, then a parameter, then the path's end,
// an optional parameter, and last every segment left.
const rankAt = (pattern: PathPattern, i: number): number => {
  const segment = pattern.segments[i];
  if (!segment) return 2;
  if (segment.kind === 'literal') return 0;
  if (segment.kind === 'rest') return 4;
  return segment.optional ? 3 : 1;
};

/** Sorts the most specific pattern first: '/assets/uploads' before '/assets/:kit?/:view?/*'. */
export const bySpecificity = (a: PathPattern, b: PathPattern): number => {
  const length = Math.max(a.segments.length, b.segments.length);
  for (let i = 0; i < length; i++) {
    const difference = rankAt(a, i) - rankAt(b, i);
    if (difference !== 0) return difference;
  }
  return 0;
};

/** Patterns of one shape match the same paths: '/kit/:slug' and '/kit/:name' are one shape. */
export const shapeOf = (pattern: PathPattern): string => pattern.segments.map((s) => (s.kind === 'literal' ? s.text : s.kind === 'rest' ? '*' : s.optional ? ':?' : ':')).join('/');
