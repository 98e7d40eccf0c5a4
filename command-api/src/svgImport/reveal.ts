// How an animation curve reveals its scene element. A mask clips to the union of its shapes' areas
// (docs/decisions/scenes-player.md), and a stroke's line has none: so the curve becomes the area its
// pen covers, a row of discs of the stroke's width along it, cut into pieces that grow one after
// another along the curve (scaleX 0 to 1 in the piece's own direction). The pieces' times follow the
// stroke's in-out sine easing, so the pen speeds up and slows down as a drawn stroke does.
import type { EditorElement } from '@wb/contracts';
import { element, round2 } from './elements';
import { pointAt, type Polyline } from './geometry';
import type { IdMaker } from './names';

export const RevealShape = {
  /** Discs are this fraction of their radius apart: the covered band keeps over 93% of the stroke's width between two. */
  discSpacing: 0.7,
  /**
   * One growing piece per this many ms of drawing (at least one), at most maxPieces: smooth at 30 fps, few
   * elements, and even the quickest middle piece of an eased stroke spans more than the 50 ms merge window.
   */
  msPerPiece: 160,
  maxPieces: 8,
  /** Discs per piece at most (a very long thin stroke is spaced wider rather than made huge). */
  maxDiscs: 120,
} as const;

/** When an in-out sine eased stroke has covered `fraction` of its length (0..1 of its duration). */
const easedTime = (fraction: number): number => Math.acos(1 - 2 * Math.min(1, Math.max(0, fraction))) / Math.PI;

/** A tenth of a pixel is finer than any mask edge shows, and keeps long curves' path data small. */
const round1 = (value: number): number => Math.round(value * 10) / 10;

const disc = (x: number, y: number, r: number): string => `M${round1(x - r)} ${round1(y)}a${round1(r)} ${round1(r)} 0 1 0 ${round1(2 * r)} 0a${round1(r)} ${round1(r)} 0 1 0 ${round1(-2 * r)} 0`;

/**
 * The pieces of one curve, drawn from `from` for `duration` ms: each a path of discs in its own frame
 * (placed at its first point, turned to its direction), growing from scaleX 0 to 1 over its time slice.
 */
export const revealPieces = (curve: { name: string; line: Polyline; width: number }, from: number, duration: number, ids: IdMaker): EditorElement[] => {
  const { line } = curve;
  const radius = Math.max(0.5, curve.width / 2);
  const pieces = Math.max(1, Math.min(RevealShape.maxPieces, Math.floor(duration / RevealShape.msPerPiece)));
  const result: EditorElement[] = [];
  for (let k = 0; k < pieces; k += 1) {
    const startAt = (line.length * k) / pieces;
    const endAt = (line.length * (k + 1)) / pieces;
    const discs = Math.min(RevealShape.maxDiscs, Math.max(1, Math.ceil((endAt - startAt) / (radius * RevealShape.discSpacing))));
    const anchor = pointAt(line, startAt);
    const end = pointAt(line, endAt);
    const angle = end.x === anchor.x && end.y === anchor.y ? 0 : Math.atan2(end.y - anchor.y, end.x - anchor.x);
    const cos = Math.cos(-angle);
    const sin = Math.sin(-angle);
    let d = '';
    for (let i = 0; i <= discs; i += 1) {
      const p = pointAt(line, startAt + ((endAt - startAt) * i) / discs);
      const dx = p.x - anchor.x;
      const dy = p.y - anchor.y;
      d += disc(dx * cos - dy * sin, dx * sin + dy * cos, radius);
    }
    const name = `${curve.name} ${k + 1}/${pieces}`;
    const piece = element(
      ids.make(curve.name),
      name,
      'path',
      {
        translateX: round2(anchor.x),
        translateY: round2(anchor.y),
        rotate: round2((angle * 180) / Math.PI),
        style: { fill: '#000000', stroke: 'none', strokeWidth: 0 },
      },
      { d, easing: 'linear' },
    );
    piece.keyframes.scale = [
      { id: `${piece.id}-scale-1`, time: Math.round(from + duration * easedTime(k / pieces)), scaleX: 0, scaleY: 1 },
      { id: `${piece.id}-scale-2`, time: Math.round(from + duration * easedTime((k + 1) / pieces)), scaleX: 1, scaleY: 1 },
    ];
    result.push(piece);
  }
  return result;
};
