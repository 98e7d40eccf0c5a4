import { screenshotName } from './frameDownload';

it("names the PNG after the scene and the frame's time, without characters a file system refuses", () => {
  expect(screenshotName('Water cycle', 4200)).toBe('Water-cycle-4200ms.png');
  expect(screenshotName('a/b:c*?"<>| d', 1234.6)).toBe('abc-d-1235ms.png');
  expect(screenshotName('Été 2024', 0)).toBe('Été-2024-0ms.png');
  expect(screenshotName('///', 10)).toBe('scene-10ms.png');
  expect(screenshotName('x'.repeat(200), 0)).toBe(`${'x'.repeat(80)}-0ms.png`);
});
