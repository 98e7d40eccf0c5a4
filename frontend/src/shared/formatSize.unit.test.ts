import { formatSize } from './formatSize';

describe('a file size as shown', () => {
  it('is in KB with one decimal under 1 MB, so a small file is not 0.0 MB', () => {
    expect(formatSize(20_275)).toBe('19.8 KB');
    expect(formatSize(1024)).toBe('1.0 KB');
    expect(formatSize(2000)).toBe('2.0 KB');
  });

  it('is in MB rounded to 0.1 MB from 1 MB on (spec 001 section 9)', () => {
    expect(formatSize(1024 * 1024)).toBe('1.0 MB');
    expect(formatSize(1024 * 1024 * 2.46)).toBe('2.5 MB');
    // Just under 1 MB rounds to 1024.0 KB: shown as the MB it rounds to.
    expect(formatSize(1024 * 1024 - 10)).toBe('1.0 MB');
  });

  it('is in bytes under 1 KB', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(417)).toBe('417 B');
  });
});
