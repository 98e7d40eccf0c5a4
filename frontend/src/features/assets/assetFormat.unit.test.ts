import { exportFileName, isExportable, normaliseScale, previewKindOf } from './assetFormat';

describe('the details panel rules', () => {
  it('previews png, jpeg, jpg and svg as images, pdf, audio, video and text their own way, others not', () => {
    expect(['png', 'JPEG', 'jpg'].map(previewKindOf)).toEqual(['image', 'image', 'image']);
    expect(['svg', 'pdf', 'mp3', 'mp4', 'txt'].map(previewKindOf)).toEqual(['svg', 'pdf', 'audio', 'video', 'text']);
    expect(previewKindOf('psd')).toBe('none');
  });

  it('offers export for png, jpeg and jpg only', () => {
    expect(['png', 'jpeg', 'jpg', 'svg', 'gif'].map(isExportable)).toEqual([true, true, true, false, false]);
  });

  it('normalises typed scales to a number followed by x', () => {
    expect(normaliseScale('2')).toBe('2x');
    expect(normaliseScale(' 1.5 X ')).toBe('1.5x');
    expect(normaliseScale('2.0x')).toBe('2x');
    expect(normaliseScale('.5')).toBe('0.5x');
    expect(normaliseScale('big')).toBeNull();
    expect(normaliseScale('0')).toBeNull();
  });

  it('names an export with its suffix and type', () => {
    expect(exportFileName('Cell diagram.png', '@2x', 'webp')).toBe('Cell diagram@2x.webp');
  });
});
