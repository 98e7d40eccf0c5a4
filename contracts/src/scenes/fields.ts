// Field schemas of the scene calls, each bounded.
import { z } from 'zod';
import { textField, nameField } from '../kernel/text';
import { SceneLimits } from './constants';
import { libraryItemProblem } from './treeBounds';

export const sceneID = textField({ trim: true, min: 1, minMessage: 'Required', max: 64 }).regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, dashes and underscores only');
export const sceneIDs = z.array(sceneID).min(1, 'Choose at least one').max(SceneLimits.maxScenesPerCall, `At most ${SceneLimits.maxScenesPerCall}`);
/** Never empty (spec 002 section 5: the name saves only if non-empty). */
export const sceneName = nameField({ max: 200, emptyMessage: 'A scene needs a name.' });
export const sceneDuration = z
  .number()
  .finite()
  .int('Whole milliseconds')
  .min(SceneLimits.minSceneDuration, `At least ${SceneLimits.minSceneDuration} ms`)
  .max(SceneLimits.maxSceneDuration, `At most ${SceneLimits.maxSceneDuration} ms`);
export const sceneWidth = z.number().int().min(1).max(SceneLimits.maxSceneWidth);
export const sceneHeight = z.number().int().min(1).max(SceneLimits.maxSceneHeight);
export const documentVersion = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
export const notesHtml = textField({ max: SceneLimits.maxNotesLength });
/**
 * An editor Library item's element tree, as the editor sends it. Bounded here, before the call's
 * idempotency hash or the route serializes it: both recurse, and a tree thousands deep overflowed the stack.
 */
export const libraryItemTree = z.unknown().superRefine((tree, ctx) => {
  const problem = libraryItemProblem(tree);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path });
});
