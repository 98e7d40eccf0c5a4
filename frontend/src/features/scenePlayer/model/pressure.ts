// The pencil's pressure curve (props.pressure: values 0-1 spread evenly along a path) as pieces of the
// stroke, each drawn with the pen width times the pressure at its middle. A flat curve of 1 (the
// default) needs no pieces: the path is stroked whole, as any other.

export interface PressurePiece {
  /** Distances along the path, px. */
  from: number;
  to: number;
  /** Multiplies the style's stroke width. */
  width: number;
}

/** Pieces per step of the curve: enough for the width to change smoothly along the stroke. */
const PIECES_PER_STEP = 4;
const MAX_PIECES = 128;

export const isFlatPressure = (pressure: readonly number[]): boolean => pressure.every((value) => value === 1);

/** The pressure at a fraction 0..1 of the path, linear between the curve's points. */
export const pressureAt = (pressure: readonly number[], fraction: number): number => {
  if (pressure.length === 0) return 1;
  if (pressure.length === 1) return pressure[0] ?? 1;
  const position = Math.min(1, Math.max(0, fraction)) * (pressure.length - 1);
  const index = Math.min(pressure.length - 2, Math.floor(position));
  const a = pressure[index] ?? 1;
  const b = pressure[index + 1] ?? a;
  return a + (b - a) * (position - index);
};

/**
 * The pieces of a stroke of `length` drawn up to `drawn` (px along it: pathProgress x length). Pieces
 * with no width are left out.
 */
export const pressurePieces = (pressure: readonly number[], length: number, drawn: number): PressurePiece[] => {
  if (length <= 0 || drawn <= 0) return [];
  const count = Math.min(MAX_PIECES, Math.max(PIECES_PER_STEP, (pressure.length - 1) * PIECES_PER_STEP));
  const step = length / count;
  const pieces: PressurePiece[] = [];
  for (let i = 0; i < count; i += 1) {
    const from = i * step;
    if (from >= drawn) break;
    const to = Math.min(drawn, from + step);
    const width = pressureAt(pressure, (from + to) / 2 / length);
    if (width > 0) pieces.push({ from, to, width });
  }
  return pieces;
};
