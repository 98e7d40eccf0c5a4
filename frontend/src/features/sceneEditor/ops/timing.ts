// When an element shows (spec 002 section 5): at least 100 ms, never before 0 nor past the scene's end.
import { SceneLimits, type EditorElement, type SceneDocument } from '@wb/contracts';
import { fitKeyframes, shiftAllKeyframes } from './keyframes';
import { clamp, findElement, updateElement } from './tree';

/** The nearest valid timing to the one asked for, inside a scene of `sceneDuration` ms. */
export const fitTiming = (start: number, duration: number, sceneDuration: number): { start: number; duration: number } => {
  const room = Math.max(SceneLimits.minElementDuration, sceneDuration);
  const length = clamp(Math.round(duration), SceneLimits.minElementDuration, room);
  return { start: clamp(Math.round(start), 0, room - length), duration: length };
};

/**
 * Moves or resizes an element. Its keyframes move with its start (a move keeps the animation in step
 * with the element); a resize that leaves keyframes outside the new range pulls them to its ends.
 */
export const retime = (element: EditorElement, start: number, duration: number, sceneDuration: number): EditorElement => {
  const fitted = fitTiming(start, duration, sceneDuration);
  if (fitted.start === element.start && fitted.duration === element.duration) return element;
  const moved = element.duration === fitted.duration ? shiftAllKeyframes(element, fitted.start - element.start) : element;
  return fitKeyframes({ ...moved, start: fitted.start, duration: fitted.duration });
};

export const setElementTiming = (document: SceneDocument, id: string, start: number, duration: number): SceneDocument => {
  const element = findElement(document, id);
  if (!element) return document;
  const next = retime(element, start, duration, document.duration);
  return next === element ? document : updateElement(document, id, () => next);
};
