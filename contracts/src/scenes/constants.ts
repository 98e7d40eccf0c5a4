// Business constants of scenes and the editor (spec 002 section 9, and section 5's editor rules).
// One place for the server's import, the editor, the timeline and the scene player.

export const SceneDefaults = {
  /** Stage and scene size. */
  width: 1920,
  height: 1080,
  /** A new scene made with New scene. */
  newSceneDuration: 30_000,
  /** An imported scene, and a new element. */
  importedSceneDuration: 10_000,
  elementDuration: 10_000,
  newTextElementText: 'New text',
} as const;

export const SceneLimits = {
  /** Total characters of text in one scene. */
  maxTextCharacters: 1500,
  minElementDuration: 100,
  /** A keyframe this close (ms) to another of its group is merged into it. */
  keyframeMergeWindow: 50,
  /** A scene's duration, from the editor's minutes (0-15) and seconds inputs. */
  maxSceneDuration: 15 * 60_000 + 60_000,
  minSceneDuration: 100,
  maxSceneWidth: 7680,
  maxSceneHeight: 4320,
  /** A saved document, as JSON bytes: a bigger save is refused with SceneMessages.documentTooLarge. */
  maxDocumentBytes: 16 * 1024 * 1024,
  /** An imported .svg file. */
  maxSvgBytes: 8 * 1024 * 1024,
  /** Elements in one document, counting group children. */
  maxElements: 20_000,
  /** Groups (and masks) inside one another: an element sits inside at most this many. */
  maxGroupDepth: 32,
  /** An editor Library item's element tree: JSON nesting levels and values (numbers, texts, lists...). */
  maxLibraryItemDepth: 80,
  maxLibraryItemValues: 500_000,
  maxNotesLength: 200_000,
  /** Scenes deleted or fetched in one call. */
  maxScenesPerCall: 500,
  undoDepth: 20,
} as const;

export const SceneTiming = {
  saveDebounce: 1000,
  textEditDebounce: 500,
  /** Spec 002's element history debounce; read nowhere, as undo steps are captured explicitly (docs/decisions/scenes-editor.md). */
  historyDebounce: 250,
  /** Default pause between animation steps of an import. */
  stepPause: 1000,
  strokeGap: 200,
  eraseDuration: 6000,
  expandFadeDuration: 1000,
  imageFadeIn: 1000,
  msPerCharacter: 250,
  playerSkip: 5000,
  fontLoadTimeout: 60_000,
  snackbar: 5000,
  frameRate: 30,
} as const;

/** The scene's thumbnail is drawn at this time: 5 s before the end, or the end of a short scene. */
export const thumbnailTime = (duration: number): number => (duration > 5000 ? duration - 5000 : duration);
/** An imported scene's thumbnail is drawn halfway through. */
export const importThumbnailTime = (duration: number): number => duration / 2;

export const Handwriting = {
  glyphScale: 0.29875,
  /** Stroke width by font weight: bold, regular, light. */
  strokeWidthByWeight: { 700: 65, 400: 50, 200: 35 } as const,
  fontWeights: [400, 700, 200] as const,
  lineHeight: 1.5,
} as const;
export type FontWeight = (typeof Handwriting.fontWeights)[number];
/** 700 draws bold, 200 light, anything else regular. */
export const strokeWidthForWeight = (weight: number): number => (weight === 700 ? 65 : weight === 200 ? 35 : 50);

export const Timeline = {
  defaultZoom: 0.07,
  minZoom: 0.01,
  maxZoom: 0.2,
} as const;

export const Grid = { spacing: 50, heavyEvery: 5, snap: 1 } as const;

export const PlaybackRates = [1, 2, 4, 8, 16] as const;

/** Element types the transformer may move, scale and rotate (spec 002 section 5). */
export const TransformableTypes = ['circle', 'ellipse', 'image', 'line', 'path', 'polygon', 'polyline', 'rect', 'text', 'g'] as const;

/** Editor tools and their hotkeys. */
export const EditorTools = [
  { tool: 'move', key: 'v' },
  { tool: 'pen', key: 'p' },
  { tool: 'pencil', key: 'n' },
  { tool: 'node', key: 'a' },
  { tool: 'animationPath', key: 'o' },
  { tool: 'text', key: 't' },
  { tool: 'rect', key: 'm' },
  { tool: 'view', key: 'd' },
] as const;
export type EditorTool = (typeof EditorTools)[number]['tool'];

/** Group id prefixes of an imported SVG that choose an animation behaviour. */
export const GroupBehaviours = ['erase', 'sync', 'move', 'image'] as const;
export type GroupBehaviour = (typeof GroupBehaviours)[number];
/** Elements tagged so are skipped by an embedded SVG import. */
export const SkippedImportTags = ['area', 'safety'] as const;

export const EditorAssetTypes = ['image', 'symbol'] as const;
