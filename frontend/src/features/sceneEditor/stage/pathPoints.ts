// The nodes of a path as the node tool edits them: paths drawn in the editor are absolute M/L
// polylines (pathDataOf). Other path data (curves from an import) answer null: no handles shown.
import { pathDataOf, type StagePx } from './elementOps';

export interface Point {
  x: StagePx;
  y: StagePx;
}

export const pointsOfPath = (d: string): Point[] | null => {
  const commands = d.trim().match(/[A-Za-z][^A-Za-z]*/g);
  if (!commands) return null;
  const points: Point[] = [];
  for (const command of commands) {
    const letter = command[0];
    if (letter !== 'M' && letter !== 'L') return null;
    const numbers = command
      .slice(1)
      .trim()
      .split(/[\s,]+/)
      .filter((n) => n !== '')
      .map(Number);
    if (numbers.length % 2 !== 0 || numbers.some((n) => !Number.isFinite(n))) return null;
    for (let i = 0; i < numbers.length; i += 2) points.push({ x: numbers[i] ?? 0, y: numbers[i + 1] ?? 0 });
  }
  return points;
};

export const movePoint = (points: readonly Point[], index: number, to: Point): string => pathDataOf(points.map((p, i) => (i === index ? to : p)));

/** A path keeps at least two nodes; removing one of the last two answers null (nothing removed). */
export const removePoint = (points: readonly Point[], index: number): string | null => (points.length <= 2 ? null : pathDataOf(points.filter((_, i) => i !== index)));
