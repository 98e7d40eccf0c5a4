import type { MessageTable } from '../kernel/messages';
import { SceneLimits } from './constants';

// Spec 002 sections 2, 5 and 8, word for word; the refusals at the end are ours (docs/decisions.md, Scenes).
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
} as const satisfies MessageTable;
