import type { MessageTable } from '../kernel/messages';
import { SceneLimits } from './constants';

// Spec 002 sections 2, 5 and 8, word for word; the refusals at the end are ours (docs/decisions/scenes-backend.md).
export const SceneMessages = {
  noScenes: 'No scenes for this project',
  confirmDeleteScenes: 'Are you sure you want to delete these scenes?',
  confirmDeleteScene: 'Are you sure you want to delete this scene?',
  allCommentsResolved: 'All comments resolved',
  uploadingSceneImages: 'Uploading scene images',
  importingSvgs: (n: number, m: number) => `Importing SVGs (${n} / ${m})`,
  gettingThumbnails: 'Getting thumbnails',
  updateScenes: 'Update scene(s)',
  loadingScene: 'Loading scene...',
  saving: 'Saving...',
  whoops: 'Whoops!',
  missingGroups: "Couldn't find Scene and/or Animation group(s)...",
  countMismatch: 'The number of scene elements was different from the number of animation elements!',
  tooMuchText: (n: number) =>
    `There's too much text to render (${n} characters) smoothly! The maximum is ${SceneLimits.maxTextCharacters}, consider cutting the scene into two parts.`,
  tabsNotAllowed: 'Sorry, tabs are not allowed!',
  noTabsYet: 'Sorry, no tabs yet!',
  pathParsingError: 'Path parsing error',
  sceneNameRequired: 'A scene needs a name.',
  svgOnly: 'Only .svg files can be imported.',
  staleVersion: 'This scene was saved by someone else since you opened it. Reload to see their changes, or keep yours as a new version.',
  documentTooLarge: `This scene is too large to save (the limit is ${SceneLimits.maxDocumentBytes / 1024 / 1024} MB).`,
  sceneNotFound: 'This scene does not exist.',
  // The SVG import's own refusals (spec 002 section 5 describes them without quoting; docs/decisions/scenes-svg-import.md).
  importFillOnAnimatedCurve: (id: string) =>
    `The animation curve "${id}" has a fill. Animated curves are drawn as strokes: remove its fill.`,
  importStrokeAndFill: (id: string) =>
    `The animation curve "${id}" has both a stroke and a fill. Keep only the stroke: remove its fill.`,
  importFillOnPathInGroup: (id: string, group: string) =>
    `The path "${id}" in the animation group "${group}" has a fill. Paths in an animation group are drawn as strokes: remove its fill.`,
  importRasterInAnimation: (id: string, group: string) =>
    `The animation group "${group}" holds a rasterized layer ("${id}"). Animation groups hold only curves: move the image to the Scene group.`,
  importMoveWithoutMotion: (group: string) =>
    `The move group "${group}" has no path tagged motion. Add a path whose id begins with "motion" for the element to follow.`,
  importUngroupedImageCurve: (id: string) =>
    `The image curve "${id}" is not in a group. Put it in a group whose id begins with "image" so that it pairs with its scene element.`,
  importMissingGlyph: (character: string, id: string) =>
    `The character "${character}" in the text "${id}" has no handwriting glyph. Please report it so that it can be added, or use a similar character.`,
  importFileTooLarge: `This SVG file is too large to import (the limit is ${SceneLimits.maxSvgBytes / 1024 / 1024} MB).`,
  importTooManyElements: (limit: number) => `This SVG file has more than ${limit} elements, too many to import.`,
  importTooDeep: (limit: number) => `This SVG file nests groups more than ${limit} deep, too deep to import.`,
  importMalformedXml: (line: number, column: number, reason: string) =>
    `This SVG file is not well-formed XML (line ${line}, column ${column}): ${reason}.`,
  importNotSvg: (root: string) => `This file is not an SVG drawing: its root element is <${root}>.`,
  importEntitiesRefused: 'This SVG file declares XML entities, which are never expanded. Export it again without a DTD.',
  importExternalEntityRefused: (target: string) =>
    `This SVG file refers to an external entity (${target}), which is never fetched. Export it again without a DTD.`,
  importImageNotEmbedded: (id: string, href: string) =>
    `The image "${id}" is linked to the file "${href}" instead of being embedded. Embed the image and export again.`,
  importImageRefused: (id: string) =>
    `The image "${id}" cannot be imported: only embedded PNG, JPEG, GIF, WebP or SVG pictures can.`,
  importUseCycle: (id: string) =>
    `The <use> "${id}" refers back to itself (directly or through the elements it repeats), so it would never end. Point it at another drawing or remove it.`,
  importUseTooDeep: (id: string, limit: number) =>
    `The <use> "${id}" repeats a drawing that repeats others, more than ${limit} deep. Expand some of these symbols and export again.`,
  importGroupsTooDeep: (id: string, limit: number) =>
    `The group "${id}" is nested more than ${limit} groups deep, deeper than a scene may hold. Ungroup some of the groups around it and export again.`,
  importTooManyElementsInScene: `This scene would have more than ${SceneLimits.maxElements} elements, the most one scene may have.`,
  importInvalidDocument: (where: string, reason: string) =>
    `This SVG file gives a scene that cannot be saved (${where}: ${reason}). Simplify that part of the drawing and export again.`,
  importTooLong: (ms: number) =>
    `This scene's animation would last ${Math.round(ms / 1000)} s, longer than the maximum of ${SceneLimits.maxSceneDuration / 1000} s: cut it into two scenes.`,
  // What a saved document or Library item may hold (field reasons of a 400).
  sceneImageSourceRefused: 'A picture must be an uploaded file (/api/v1/blobs/...) or an embedded PNG, JPEG, GIF, WebP or SVG picture (data:image/...).',
  sceneGroupsTooDeep: `Groups may be nested at most ${SceneLimits.maxGroupDepth} deep.`,
  sceneTooManyElements: `A scene may have at most ${SceneLimits.maxElements} elements, counting those in groups.`,
  libraryItemTooDeep: `This item nests more than ${SceneLimits.maxLibraryItemDepth} levels deep, too deep to keep in the library.`,
  libraryItemTooManyValues: `This item holds more than ${SceneLimits.maxLibraryItemValues} values, too many to keep in the library.`,
} as const satisfies MessageTable;
