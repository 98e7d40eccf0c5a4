// The path data a pen stroke may hold (common contract of the review tasks): absolute `M x y`, then
// `L x y`, `Q x1 y1 x y` and `C x1 y1 x2 y2 x y`, numbers only, separated by spaces or commas, every
// coordinate on the 1000x1000 drawing stage. A closed grammar rather than any SVG path: a stroke is
// then a bounded list of points the server can check, and no client draws something another cannot.
import { ReviewLimits } from './constants';

/** Coordinate pairs each command takes. */
const pairsOf: Readonly<Record<string, number>> = { M: 1, L: 1, Q: 2, C: 3 };

const token = /[\s,]*([MLQC]|-?[0-9]*\.?[0-9]+|\S)/gy;

/** Why `d` is not a pen stroke's path, or null when it is one. */
export const penPathProblem = (d: string): string | null => {
  const tokens: string[] = [];
  token.lastIndex = 0;
  for (let match = token.exec(d); match !== null; match = token.exec(d)) tokens.push(match[1] ?? '');
  if (tokens[0] !== 'M') return 'A stroke starts with M x y';
  let points = 0;
  let i = 0;
  while (i < tokens.length) {
    const command = tokens[i] ?? '';
    const pairs = pairsOf[command];
    if (pairs === undefined) return 'Path data: M, L, Q and C with numbers only';
    if (command === 'M' && i !== 0) return 'A stroke has one M, at its start';
    const numbers = tokens.slice(i + 1, i + 1 + pairs * 2);
    if (numbers.length < pairs * 2 || numbers.some((n) => pairsOf[n] !== undefined)) return `${command} takes ${pairs * 2} numbers`;
    for (const n of numbers) {
      const value = Number(n);
      if (!Number.isFinite(value)) return 'Path data: M, L, Q and C with numbers only';
      if (value < 0 || value > ReviewLimits.drawingSize) return `Coordinates inside the drawing (0 to ${ReviewLimits.drawingSize})`;
    }
    points += pairs;
    if (points > ReviewLimits.maxPenPoints) return `A stroke has at most ${ReviewLimits.maxPenPoints} points`;
    i += 1 + pairs * 2;
  }
  if (points < 2) return 'A stroke has at least 2 points';
  return null;
};
