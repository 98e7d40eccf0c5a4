import { freeName, matchingScenes, sameName, sceneNameOfFile } from './sceneNames';

const scene = (sceneID: string, name: string) => ({
  sceneID,
  data: { name, duration: 10_000, s3Key: '', dimensions: { width: 1920, height: 1080 }, notes: '', thumbnail: '', labels: [], reviewUrl: null, timestamp: null },
});

describe('the scene name of an imported file', () => {
  it('is the file name without .svg, as the server names it', () => {
    expect(sceneNameOfFile('Intro.svg')).toBe('Intro');
    expect(sceneNameOfFile('Water cycle.SVG')).toBe('Water cycle');
    expect(sceneNameOfFile('drawings/Part 2.svg')).toBe('Part 2');
    expect(sceneNameOfFile('notes.txt')).toBe('notes.txt');
  });

  it('compares names as people read them', () => {
    expect(sameName(' Intro ', 'intro')).toBe(true);
    expect(sameName('Caf\u0065\u0301', 'Café')).toBe(true);
    expect(sameName('Intro', 'Intro 2')).toBe(false);
  });
});

describe("files whose names match existing scenes ('Update scene(s)')", () => {
  it('pairs each matching file with the scene it would replace, and leaves the others out', () => {
    const scenes = [scene('s1', 'Intro'), scene('s2', 'Outro')];
    expect(matchingScenes(['intro.svg', 'Middle.svg', 'Outro.svg'], scenes)).toEqual([
      { fileName: 'intro.svg', sceneID: 's1', sceneName: 'Intro' },
      { fileName: 'Outro.svg', sceneID: 's2', sceneName: 'Outro' },
    ]);
  });

  it('finds nothing in a project without scenes', () => {
    expect(matchingScenes(['Intro.svg'], [])).toEqual([]);
  });
});

describe('a free name for a new scene', () => {
  it('takes the name itself when free, else the first free number', () => {
    expect(freeName('Untitled scene', ['Intro'])).toBe('Untitled scene');
    expect(freeName('Untitled scene', ['Untitled scene', 'untitled scene 2'])).toBe('Untitled scene 3');
  });
});
