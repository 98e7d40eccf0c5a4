// A rule's message with its back-quoted words marked: the flagged word struck through in red, the
// suggestions in green (spec 002, Text checker).
import { Text } from '@mantine/core';
import type { TextCheckRule } from '@wb/contracts';
import { messageParts } from './messageMarkup';
import classes from './textChecker.module.css';

export function RuleMessage({ rule }: { rule: TextCheckRule }) {
  return (
    <Text component="span" size="sm">
      {messageParts(rule).map((part, i) =>
        part.kind === 'plain' ? (
          <span key={i}>{part.text}</span>
        ) : (
          <code key={i} className={part.kind === 'actual' ? classes.actual : classes.expected} aria-label={part.kind === 'actual' ? `flagged: ${part.text}` : `suggested: ${part.text}`}>
            {part.text}
          </code>
        ),
      )}
    </Text>
  );
}
