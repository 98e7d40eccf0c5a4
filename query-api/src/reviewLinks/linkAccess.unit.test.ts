import { passcodeAttempts } from './passcodeAttempts';
import { reviewUrlOf } from './linkAccess';

describe('the review url of a slug', () => {
  const url = '0123456789abcdef0123456789abcdef';

  it('is the part after the last dash, whatever the name before it (dashes included)', () => {
    expect(reviewUrlOf(`Intro-scene - take 2-${url}`)).toBe(url);
    expect(reviewUrlOf(url)).toBe(url);
    expect(reviewUrlOf(`Name-${url.toUpperCase()}`)).toBe(url);
  });

  it('is none for anything but 32 hex digits', () => {
    for (const slug of ['Name-', 'Name-xyz', `Name-${url}0`, `Name-${url.slice(1)}`, `Name-${url.slice(0, 31)}g`]) expect(reviewUrlOf(slug)).toBeNull();
  });
});

describe('wrong passcodes of a link', () => {
  it('are allowed up to the limit a minute, then refused until the minute has passed, per link', () => {
    let now = 0;
    const attempts = passcodeAttempts(3, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect(attempts.allowed('a')).toBe(true);
      attempts.failed('a');
    }
    expect(attempts.allowed('a')).toBe(false);
    expect(attempts.allowed('b')).toBe(true);
    now = 60_000;
    expect(attempts.allowed('a')).toBe(true);
  });
});
