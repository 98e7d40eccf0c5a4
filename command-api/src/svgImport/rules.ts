// The rules of spec 002 section 5, "Scene file import", each adding its problems; all of them run, so
// the author sees every problem of the file at once.
import { Messages, SceneLimits, missingCharacters, type ImportProblem } from '@wb/contracts';
import { shapeNames } from './geometry';
import { imageHrefProblem } from './imageHref';
import { displayID, isTagged } from './names';
import { descendants, isMotionPath, type Placed } from './structure';
import { computeStyle, hasFill, hasStroke, type StyleSheet } from './styles';
import { readText, writtenLength } from './text';

const problem = (message: string, where: string | null): ImportProblem => ({ message, where });

/** A curve that is itself an Animation child: no fill; a stroke with a fill gets the more precise hint. */
const directCurveProblems = (curve: Placed, sheet: StyleSheet, countsDiffer: boolean): ImportProblem[] => {
  const id = displayID(curve.node);
  const style = computeStyle(curve.node, curve.style, sheet);
  const found: ImportProblem[] = [];
  if (hasFill(style)) found.push(problem(hasStroke(style) ? Messages.importStrokeAndFill(id) : Messages.importFillOnAnimatedCurve(id), id));
  // An image tag works on a group; a bare curve so tagged is why the counts often differ.
  if (countsDiffer && isTagged(curve.node, 'image')) found.push(problem(Messages.importUngroupedImageCurve(id), id));
  return found;
};

/** A group of the Animation group: its paths have no fill, it holds no raster, a move group has its motion path. */
const animationGroupProblems = (group: Placed, sheet: StyleSheet): ImportProblem[] => {
  const groupID = displayID(group.node);
  const found: ImportProblem[] = [];
  const inside = descendants(group, sheet).slice(1);
  for (const placed of inside) {
    const id = displayID(placed.node);
    if (placed.node.name === 'image') found.push(problem(Messages.importRasterInAnimation(id, groupID), id));
    else if (shapeNames.has(placed.node.name) && hasFill(computeStyle(placed.node, placed.style, sheet))) {
      found.push(problem(Messages.importFillOnPathInGroup(id, groupID), id));
    }
  }
  if (isTagged(group.node, 'move') && !inside.some((placed) => isMotionPath(placed.node))) {
    found.push(problem(Messages.importMoveWithoutMotion(groupID), groupID));
  }
  return found;
};

export const animationProblems = (children: readonly Placed[], sheet: StyleSheet, countsDiffer: boolean): ImportProblem[] =>
  children.flatMap((child) => {
    if (child.node.name === 'image') {
      const id = displayID(child.node);
      return [problem(Messages.importRasterInAnimation(id, 'Animation'), id)];
    }
    if (shapeNames.has(child.node.name)) return directCurveProblems(child, sheet, countsDiffer);
    return animationGroupProblems(child, sheet);
  });

/** Texts of the scene: no tabs, every character drawable, at most 1500 characters in all. */
export const textProblems = (scope: Placed, sheet: StyleSheet): ImportProblem[] => {
  const found: ImportProblem[] = [];
  let total = 0;
  for (const placed of descendants(scope, sheet)) {
    if (placed.node.name !== 'text') continue;
    const id = displayID(placed.node);
    const { text, hasTab } = readText(placed.node);
    total += writtenLength(text);
    if (hasTab) found.push(problem(Messages.tabsNotAllowed, id));
    // The shared character set of the handwriting font; a tab has its own message above.
    const missing = new Set(
      missingCharacters(text)
        .map(({ char }) => char)
        .filter((char) => char !== '\t'),
    );
    for (const character of missing) found.push(problem(Messages.importMissingGlyph(character, id), id));
  }
  if (total > SceneLimits.maxTextCharacters) found.push(problem(Messages.tooMuchText(total), null));
  return found;
};

/** Embedded pictures (png, jpeg, gif, webp, svg) are kept; a linked file, a web address or a stripped address cannot be. */
export const imageProblems = (scope: Placed, sheet: StyleSheet): ImportProblem[] =>
  descendants(scope, sheet).flatMap((placed) => {
    const found = placed.node.name === 'image' ? imageHrefProblem(placed.node) : null;
    return found ? [found] : [];
  });
