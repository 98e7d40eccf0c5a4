import { formatPlayerTime } from './formatTime';

describe('formatPlayerTime', () => {
  it('shows minutes, seconds and tenths', () => {
    expect(formatPlayerTime(0)).toBe('0:00.0');
    expect(formatPlayerTime(5_250)).toBe('0:05.2');
    expect(formatPlayerTime(65_300)).toBe('1:05.3');
    expect(formatPlayerTime(-5)).toBe('0:00.0');
  });
});
