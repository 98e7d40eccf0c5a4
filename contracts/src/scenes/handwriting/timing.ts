// When each stroke of a text is written (docs/decisions/scenes-handwriting.md, "Timing"): the text takes
// SceneTiming.msPerCharacter per character; within that budget the pen lifts between strokes pause
// (SceneTiming.strokeGap, shortened when they would crowd out the writing) and each stroke takes time in
// proportion to its length.
import { SceneTiming } from '../constants';
import { charactersOf, isBlank } from './glyphs';

/** Pauses never take more than this share of a text's writing time. */
export const MAX_PAUSE_SHARE = 0.35;

/** Characters that take writing time: every character but line breaks (a space is the pause between words). */
const timedCharacters = (text: string): number => charactersOf(text).filter(({ char }) => char !== '\n').length;

/** How long a text takes to write, in ms: SceneTiming.msPerCharacter for each character but line breaks. */
export const textDuration = (text: string): number => timedCharacters(text) * SceneTiming.msPerCharacter;

/** What the timing needs of a stroke: which character it belongs to (its position among the characters) and its length. */
export interface TimedStroke {
  /** Position of the stroke's character in charactersOf(text), not its string index. */
  readonly position: number;
  readonly length: number;
}

export interface StrokeTimes {
  readonly starts: number[];
  readonly durations: number[];
}

/**
 * Start and duration (ms from the start of the text) of each stroke, written one after another in the
 * given order. A pen lift weighs 1, plus 1 for each blank (space, line break) it crosses, so a word gap is
 * a longer pause than a lift inside a word; blanks before the first stroke and after the last pause too.
 */
export const timeStrokes = (strokes: readonly TimedStroke[], blanks: readonly boolean[], duration: number): StrokeTimes => {
  const countBlanks = (from: number, to: number): number => {
    let n = 0;
    for (let i = Math.max(from, 0); i < to && i < blanks.length; i += 1) if (blanks[i]) n += 1;
    return n;
  };
  const weights = strokes.map((stroke, i) => {
    const previous = i === 0 ? -1 : (strokes[i - 1]?.position ?? -1);
    return (i === 0 ? 0 : 1) + countBlanks(previous + 1, stroke.position);
  });
  const lastPosition = strokes.length > 0 ? (strokes[strokes.length - 1]?.position ?? 0) : -1;
  const trailing = countBlanks(lastPosition + 1, blanks.length);
  const totalWeight = weights.reduce((a, b) => a + b, 0) + trailing;
  const pauseUnit = totalWeight > 0 ? Math.min(SceneTiming.strokeGap, (MAX_PAUSE_SHARE * duration) / totalWeight) : 0;
  const drawing = duration - pauseUnit * totalWeight;
  const totalLength = strokes.reduce((a, s) => a + s.length, 0);

  const starts: number[] = [];
  const durations: number[] = [];
  let clock = 0;
  strokes.forEach((stroke, i) => {
    clock += pauseUnit * (weights[i] ?? 0);
    const share = totalLength > 0 ? stroke.length / totalLength : 1 / strokes.length;
    starts.push(clock);
    durations.push(drawing * share);
    clock += drawing * share;
  });
  return { starts, durations };
};

/** Which characters of charactersOf(text) are blanks: the pauses of timeStrokes. */
export const blanksOf = (characters: readonly { char: string }[]): boolean[] => characters.map(({ char }) => isBlank(char));

/** In-out sine easing of a stroke's own progress (spec 002 section 9). */
export const easeInOutSine = (t: number): number => (1 - Math.cos(Math.PI * t)) / 2;

const clamp01 = (v: number): number => (v <= 0 ? 0 : v >= 1 ? 1 : v);

/**
 * How much of each stroke is drawn (0..1, eased) at a text progress of 0..1 (the value of the text
 * keyframe): the scene player draws each stroke with a dash of that fraction of its length, and leaves a
 * stroke at 0 out altogether (a dash of length 0 with round caps still paints a dot).
 */
export const strokeProgressAt = (layout: { readonly strokes: readonly { start: number; duration: number }[]; readonly duration: number }, progress: number): number[] => {
  const p = Number.isFinite(progress) ? clamp01(progress) : 0;
  const time = p * layout.duration;
  return layout.strokes.map((stroke) => {
    if (p >= 1) return 1;
    if (stroke.duration <= 0) return time > stroke.start ? 1 : 0;
    return easeInOutSine(clamp01((time - stroke.start) / stroke.duration));
  });
};
