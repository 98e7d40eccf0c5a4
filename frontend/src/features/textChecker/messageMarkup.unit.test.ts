import { messageParts } from './messageMarkup';

describe('the markup of a rule’s message', () => {
  it('marks the flagged word as actual and the suggestions as expected', () => {
    expect(messageParts({ message: '`He` may be insensitive, use `They`, `It` instead', expected: ['They', 'It'] })).toEqual([
      { kind: 'actual', text: 'He' },
      { kind: 'plain', text: ' may be insensitive, use ' },
      { kind: 'expected', text: 'They' },
      { kind: 'plain', text: ', ' },
      { kind: 'expected', text: 'It' },
      { kind: 'plain', text: ' instead' },
    ]);
  });

  it('marks a profanity, which has no suggestion, as actual', () => {
    expect(messageParts({ message: 'Don’t use `damn`, it’s profane', expected: [] })).toEqual([
      { kind: 'plain', text: 'Don’t use ' },
      { kind: 'actual', text: 'damn' },
      { kind: 'plain', text: ', it’s profane' },
    ]);
  });

  it('keeps a message without back-quotes, or with an unpaired one, as plain text', () => {
    expect(messageParts({ message: 'Be careful', expected: 'x' })).toEqual([{ kind: 'plain', text: 'Be careful' }]);
    expect(
      messageParts({ message: 'a `b', expected: [] })
        .map((p) => p.text)
        .join(''),
    ).toBe('a `b');
    expect(messageParts({ message: 'a `b', expected: [] }).every((p) => p.kind === 'plain')).toBe(true);
  });
});
