// /textchecker (spec 002, Text checker): on the left the text box and the distinct rule messages, on
// the right the text with its flagged spans highlighted. A check is sent 250 ms after typing stops.
import { useState } from 'react';
import { Alert, Box, Grid, Group, Loader, Stack, Text, Textarea, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { TextCheckLimits } from '@wb/contracts';
import { distinctMessages } from './highlights';
import { HighlightedText } from './HighlightedText';
import { RuleMessage } from './RuleMessage';
import { useTextCheckQuery } from './textCheckerApi';
import classes from './textChecker.module.css';

/** Spec 002 section 9: text checker debounce. */
const CHECK_DEBOUNCE_MS = 250;

export function TextCheckerPage() {
  const [typed, setTyped] = useState('');
  const [text] = useDebouncedValue(typed, CHECK_DEBOUNCE_MS);
  const [selected, setSelected] = useState<string | null>(null);
  const blank = text.trim() === '';
  const { currentData, isFetching, isError } = useTextCheckQuery({ text }, { skip: blank });
  // Rules belong to the text they were found in; while a newer text is checked the older marks stay off.
  const rules = blank ? [] : (currentData?.rules ?? []);
  const messages = distinctMessages(rules);
  const selectedMessage = messages.some((r) => r.message === selected) ? selected : null;

  return (
    <Box component="section" p={{ base: 'md', sm: 'lg' }} aria-labelledby="textchecker-title">
      <Stack gap="md" maw={1200} mx="auto">
        <Title order={1} size="h2" id="textchecker-title">
          Text checker
        </Title>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="sm">
              <Textarea
                label="Text to check"
                placeholder="Check text for non-inclusive or offensive language..."
                autosize
                minRows={8}
                maxRows={20}
                maxLength={TextCheckLimits.maxTextLength}
                value={typed}
                onChange={(e) => setTyped(e.currentTarget.value)}
              />
              <Group gap="xs" role="status" mih={24}>
                {isFetching && <Loader size="xs" />}
                <Text size="sm" c="dimmed">
                  {blank
                    ? 'Type or paste a text to check it.'
                    : isFetching
                      ? 'Checking'
                      : messages.length === 0 && !isError
                        ? 'Nothing flagged.'
                        : `${messages.length} ${messages.length === 1 ? 'issue' : 'issues'} found`}
                </Text>
              </Group>
              {isError && !isFetching && (
                <Alert color="yellow" role="alert">
                  The text could not be checked just now. Keep typing, or try again in a moment.
                </Alert>
              )}
              {messages.length > 0 && (
                <Stack gap={4} component="ul" className={classes.rules} aria-label="Issues found">
                  {messages.map((rule) => {
                    const active = rule.message === selectedMessage;
                    return (
                      <li key={rule.message}>
                        <UnstyledButton className={classes.rule} data-active={active || undefined} aria-pressed={active} onClick={() => setSelected(active ? null : rule.message)}>
                          <RuleMessage rule={rule} />
                        </UnstyledButton>
                      </li>
                    );
                  })}
                </Stack>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <HighlightedText text={blank ? '' : text} rules={rules} selectedMessage={selectedMessage} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Box>
  );
}
