// The server-side SVG import (spec 002 section 5, "Scene file import"): the file read safely, every
// rule checked, and the scene document that plays the whiteboard animation. Pure: the route reads the
// upload, calls this, and refuses the whole file when any problem is listed.
import { Messages, SceneDefaults, SceneDocument, SceneLimits, SceneTiming, UploadPaths, walkElements, type EditorElement, type ImportProblem } from '@wb/contracts';
import type { ConvertContext } from './convert';
import { embeddedImagesOf, withImageAddresses } from './embeddedImages';
import { IdMaker } from './names';
import { animationProblems, imageProblems, textProblems } from './rules';
import { buildStep, type BuiltStep } from './steps';
import { behaviourOf, countedChildren, findGroup, rootMatrix, type Placed } from './structure';
import { computeStyle, initialStyle, readStyleSheet, type StyleSheet } from './styles';
import { indexIds, parseXml, type XmlElement } from './xmlTree';

export interface SvgImportResult {
  document: SceneDocument;
  problems: ImportProblem[];
  sceneName: string;
}

/** The scene is named after the file: "Cell division.svg" is "Cell division". */
export const sceneNameOf = (fileName: string): string => {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return base.replace(/\.svg$/i, '').trim() || base;
};

const dimensionsOf = (root: XmlElement): { width: number; height: number } => {
  const box = (root.attrs.viewBox ?? '').split(/[\s,]+/).map(Number);
  const fromBox = box.length === 4 && box.every(Number.isFinite);
  const width = fromBox ? (box[2] ?? 0) : parseFloat(root.attrs.width ?? '');
  const height = fromBox ? (box[3] ?? 0) : parseFloat(root.attrs.height ?? '');
  const fit = (value: number, fallback: number, max: number): number => (Number.isFinite(value) && value >= 1 ? Math.min(max, Math.round(value)) : fallback);
  return { width: fit(width, SceneDefaults.width, SceneLimits.maxSceneWidth), height: fit(height, SceneDefaults.height, SceneLimits.maxSceneHeight) };
};

/** Gives every element of a step its time on the stage: keyframes say the rest. */
const setSpan = (element: EditorElement, start: number, end: number): void => {
  for (const each of walkElements([element])) {
    each.start = start;
    each.duration = Math.max(SceneLimits.minElementDuration, end - start);
  }
};

/** Lays the steps out one after another, 1000 ms apart; a sync step starts with the step before it. */
const animate = (pairs: { scene: Placed; animation: Placed }[], sheet: StyleSheet, root: XmlElement): { elements: EditorElement[]; duration: number; made: number; problems: ImportProblem[] } => {
  const ctx: ConvertContext = { sheet, ids: new IdMaker(), byId: indexIds(root), drawing: new Set(), following: new Set(), problems: new Map() };
  const built: { step: BuiltStep; start: number }[] = [];
  let previousStart = 0;
  let lastEnd = 0;
  pairs.forEach((pair, i) => {
    const behaviour = behaviourOf(pair.animation.node, pair.scene.node);
    const start = i === 0 ? 0 : behaviour === 'sync' ? previousStart : lastEnd + SceneTiming.stepPause;
    const step = buildStep({ ...pair, behaviour }, start, ctx);
    built.push({ step, start });
    previousStart = start;
    lastEnd = Math.max(lastEnd, step.end);
  });
  const duration = Math.max(SceneDefaults.importedSceneDuration, lastEnd);
  const elements: EditorElement[] = [];
  for (const { step, start } of built) {
    if (!step.element) continue;
    if (step.shownFromStart) setSpan(step.element, 0, step.end);
    else setSpan(step.element, start, duration);
    elements.push(step.element);
  }
  return { elements, duration, made: ctx.ids.count, problems: [...ctx.problems.values()] };
};

/** The document as the route saves it: each embedded picture's bytes replaced by a stored file's address (of the same length). */
const asSaved = (document: SceneDocument): SceneDocument => {
  const images = embeddedImagesOf(document);
  const addressOf = (extension: string): string => `${UploadPaths.blobs}/sceneImage/2000/01/00000000-0000-0000-0000-000000000000.${extension}`;
  return images.length === 0 ? document : withImageAddresses(document, new Map(images.map((image) => [image.elementID, addressOf(image.extension)])));
};

/**
 * What the save would refuse, checked here so that no import stores a document the editor cannot open:
 * too many bytes, or an over-long name, path or colour the rules above let through.
 */
const unsavable = (document: SceneDocument): ImportProblem | null => {
  const saved = asSaved(document);
  if (JSON.stringify(saved).length > SceneLimits.maxDocumentBytes) return { message: Messages.documentTooLarge, where: null };
  const checked = SceneDocument.safeParse(saved);
  if (checked.success) return null;
  const [issue] = checked.error.issues;
  return { message: Messages.importInvalidDocument(issue?.path.join('.') ?? 'document', issue?.message ?? 'invalid'), where: null };
};

export const importSvg = (svgText: string, options: { sceneID: string; fileName: string }): SvgImportResult => {
  const sceneName = sceneNameOf(options.fileName);
  const empty = (problems: ImportProblem[]): SvgImportResult => ({
    document: { sceneID: options.sceneID, duration: SceneDefaults.importedSceneDuration, elements: [] },
    problems,
    sceneName,
  });
  const { root, problems: parseProblems } = parseXml(svgText);
  if (!root) return empty(parseProblems);

  const sheet = readStyleSheet(root);
  const scene = findGroup(root, 'Scene', sheet);
  const animation = findGroup(root, 'Animation', sheet);
  const problems: ImportProblem[] = [];
  if (!scene || !animation) problems.push({ message: Messages.missingGroups, where: null });
  const sceneChildren = scene ? countedChildren(scene, sheet) : [];
  const animationChildren = animation ? countedChildren(animation, sheet) : [];
  const countsDiffer = scene !== null && animation !== null && sceneChildren.length !== animationChildren.length;
  if (countsDiffer) problems.push({ message: Messages.countMismatch, where: null });
  problems.push(...animationProblems(animationChildren, sheet, countsDiffer));
  const drawn = scene ?? { node: root, matrix: rootMatrix(root), style: computeStyle(root, initialStyle, sheet) };
  problems.push(...textProblems(drawn, sheet), ...imageProblems(drawn, sheet));
  if (problems.length > 0 || !scene || !animation) return empty(problems);

  const pairs = sceneChildren.flatMap((sceneChild, i) => {
    const animationChild = animationChildren[i];
    return animationChild ? [{ scene: sceneChild, animation: animationChild }] : [];
  });
  const { elements, duration, made, problems: drawingProblems } = animate(pairs, sheet, root);
  problems.push(...drawingProblems);
  // Ids are handed out to every element made, so this also counts what a <use> fan-out stopped making.
  if (made > SceneLimits.maxElements) problems.push({ message: Messages.importTooManyElementsInScene, where: null });
  if (duration > SceneLimits.maxSceneDuration) problems.push({ message: Messages.importTooLong(duration), where: null });
  if (problems.length > 0) return empty(problems);
  const document: SceneDocument = { sceneID: options.sceneID, duration, dimensions: dimensionsOf(root), elements };
  const refused = unsavable(document);
  return refused ? empty([refused]) : { document, problems, sceneName };
};
