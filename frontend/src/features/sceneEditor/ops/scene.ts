// The scene's own duration, edited as minutes (0-15) and seconds (1-60) when nothing is selected.
import { SceneLimits, type EditorElement, type SceneDocument } from '@wb/contracts';
import { retime } from './timing';
import { clamp } from './tree';

export const SceneDurationBounds = { minutes: { min: 0, max: 15 }, seconds: { min: 1, max: 60 } } as const;

/** Splits a duration for the two inputs; a whole minute shows as the previous minute and 60 seconds, as seconds never read 0. */
export const splitDuration = (ms: number): { minutes: number; seconds: number } => {
  const totalSeconds = Math.max(1, Math.round(ms / 1000));
  const minutes = Math.floor((totalSeconds - 1) / 60);
  return { minutes, seconds: totalSeconds - minutes * 60 };
};

export const joinDuration = (minutes: number, seconds: number): number => clamp(Math.round(minutes), 0, 15) * 60_000 + clamp(Math.round(seconds), 1, 60) * 1000;

const fitAll = (elements: EditorElement[], duration: number): EditorElement[] =>
  elements.map((element) => {
    const fitted = retime(element, element.start, element.duration, duration);
    return fitted.elements ? { ...fitted, elements: fitAll(fitted.elements, duration) } : fitted;
  });

/** Sets the scene's duration; elements that would run past the new end are shortened or moved earlier to fit. */
export const setSceneDuration = (document: SceneDocument, ms: number): SceneDocument => {
  const duration = clamp(Math.round(ms), SceneLimits.minSceneDuration, SceneLimits.maxSceneDuration);
  if (duration === document.duration) return document;
  return { ...document, duration, elements: fitAll(document.elements, duration) };
};
