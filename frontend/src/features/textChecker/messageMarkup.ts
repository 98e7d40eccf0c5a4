// A rule's message as parts: alex back-quotes the words it names ("`he` may be insensitive, use
// `they`, `it` instead"); the screen marks each as the flagged word (actual) or a suggestion
// (expected, green), as spec 002 (Text checker) asks.
import type { TextCheckRule } from '@wb/contracts';

export type MessagePart = { kind: 'plain' | 'actual' | 'expected'; text: string };

const listOf = (words: string | readonly string[]): readonly string[] => (typeof words === 'string' ? [words] : words);
const has = (words: readonly string[], word: string) => words.some((w) => w.toLowerCase() === word.toLowerCase());

/**
 * Splits at back-quotes: odd pieces were quoted. A quoted word among the suggestions is expected; any
 * other quoted word is what the text said (alex quotes nothing else). An unpaired back-quote stays text.
 */
export const messageParts = (rule: Pick<TextCheckRule, 'message' | 'expected'>): MessagePart[] => {
  const pieces = rule.message.split('`');
  const paired = pieces.length % 2 === 1;
  const expected = listOf(rule.expected);
  const parts: MessagePart[] = [];
  pieces.forEach((text, i) => {
    const quoted = paired && i % 2 === 1;
    if (!quoted) {
      if (text !== '') parts.push({ kind: 'plain', text: i > 0 && !paired ? `\`${text}` : text });
      return;
    }
    parts.push({ kind: has(expected, text) ? 'expected' : 'actual', text });
  });
  return parts;
};
