// The checked text with its flagged spans coloured by severity; with a rule selected, only the spans
// of that rule's message are coloured, so the reader sees where it applies.
import { Paper, Text } from '@mantine/core';
import type { TextCheckRule } from '@wb/contracts';
import { spanSeverity, spansOf } from './highlights';
import classes from './textChecker.module.css';

interface Props {
  text: string;
  rules: readonly TextCheckRule[];
  selectedMessage: string | null;
}

export function HighlightedText({ text, rules, selectedMessage }: Props) {
  const shown = selectedMessage === null ? rules : rules.map((r) => (r.message === selectedMessage ? r : { ...r, location: { start: { offset: 0 }, end: { offset: 0 } } }));
  return (
    <Paper withBorder p="md" className={classes.checked} aria-label="Checked text">
      {text === '' ? (
        <Text c="dimmed">The text you check appears here, its flagged words highlighted.</Text>
      ) : (
        spansOf(text, shown).map((span) => {
          const severity = spanSeverity(span, shown);
          if (severity === null) return <span key={span.start}>{span.text}</span>;
          const titles = [...new Set(span.rules.map((i) => shown[i]?.message ?? ''))].join('\n');
          return (
            <mark key={span.start} className={`${classes.mark} ${classes[severity]}`} title={titles}>
              {span.text}
            </mark>
          );
        })
      )}
    </Paper>
  );
}
