// The easing curves an element may choose (contracts Easings): each maps the fraction of time between
// two keyframes (0-1) to the fraction of the value change. Linear is the default, as in After Effects.
import { easeInOutSine, type Easing } from '@wb/contracts';

const curves: Record<Easing, (t: number) => number> = {
  linear: (t) => t,
  // The handwriting's stroke easing, so text and keyframes ease alike.
  easeInOutSine,
  easeInSine: (t) => 1 - Math.cos((t * Math.PI) / 2),
  easeOutSine: (t) => Math.sin((t * Math.PI) / 2),
};

/** The eased fraction; t is clamped to 0..1 first so a curve never overshoots its keyframes. */
export const ease = (easing: Easing | undefined, t: number): number => {
  const clamped = t <= 0 ? 0 : t >= 1 ? 1 : t;
  return curves[easing ?? 'linear'](clamped);
};
