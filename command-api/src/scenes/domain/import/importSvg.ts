// The SVG import's entry point (spec 002 section 5, "Import"). This minimal version only checks that
// the file has its Scene and Animation groups; the full parser (every group and element rule) takes
// its place with the same signature.
import { Messages, SceneDefaults, type ImportProblem, type SceneDocument } from '@wb/contracts';

export interface SvgImportResult {
  document: SceneDocument;
  problems: ImportProblem[];
  sceneName: string;
}

const hasGroup = (svgText: string, id: string): boolean => new RegExp(`<g\\b[^>]*\\bid\\s*=\\s*["']${id}["']`).test(svgText);

/** "Intro.svg" names the scene "Intro". */
const nameOf = (fileName: string): string => fileName.replace(/\.svg$/i, '').trim() || fileName;

export const importSvg = (svgText: string, options: { sceneID: string; fileName: string }): SvgImportResult => {
  const sceneName = nameOf(options.fileName);
  const found = hasGroup(svgText, 'Scene') && hasGroup(svgText, 'Animation');
  return {
    document: { sceneID: options.sceneID, duration: found ? SceneDefaults.importedSceneDuration : 0, elements: [] },
    problems: found ? [] : [{ message: Messages.missingGroups, where: null }],
    sceneName,
  };
};
