// Scene names the dashboard makes or compares: the name an imported file gets (the server's rule: the
// file name without .svg), the matches that ask 'Update scene(s)', and free names for new scenes.
import { extensionOf, type Scene } from '@wb/contracts';

/** 'drawings/Intro.svg' -> 'Intro'. */
export const sceneNameOfFile = (fileName: string): string => {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  return (extensionOf(base) === 'svg' ? base.slice(0, -'.svg'.length) : base).trim();
};

/** Names compare as people read them: case, surrounding spaces and Unicode forms aside. */
export const sameName = (a: string, b: string): boolean => a.normalize('NFC').trim().toLocaleLowerCase() === b.normalize('NFC').trim().toLocaleLowerCase();

export interface NameMatch {
  fileName: string;
  sceneID: string;
  sceneName: string;
}

/** Each file whose scene name is already taken in the project, with the scene it would replace. */
export const matchingScenes = (fileNames: readonly string[], scenes: readonly Pick<Scene, 'sceneID' | 'data'>[]): NameMatch[] =>
  fileNames.flatMap((fileName) => {
    const name = sceneNameOfFile(fileName);
    const scene = scenes.find((s) => sameName(s.data.name, name));
    return scene ? [{ fileName, sceneID: scene.sceneID, sceneName: scene.data.name }] : [];
  });

/** `base`, or `base 2`, `base 3`... : the first not taken, so a new scene never shares a name (imports match by name). */
export const freeName = (base: string, taken: readonly string[]): string => {
  const isTaken = (name: string) => taken.some((t) => sameName(t, name));
  if (!isTaken(base)) return base;
  let n = 2;
  while (isTaken(`${base} ${n}`)) n += 1;
  return `${base} ${n}`;
};
