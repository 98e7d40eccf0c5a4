// A link with a passcode: the visitor types it before the page shows anything.
import { useState, type FormEvent } from 'react';
import { Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

export function PasscodePrompt({ failed, onSubmit }: { failed: boolean; onSubmit(passcode: string): void }) {
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value !== '') onSubmit(value);
  };
  return (
    <Paper withBorder radius="lg" p="xl" maw={420} mx="auto" mt={60} component="form" onSubmit={submit}>
      <Stack gap="sm">
        <IconLock size={32} aria-hidden />
        <Title order={1} size="h3">
          This review needs a passcode
        </Title>
        <Text size="sm">Type the passcode you were given with the link.</Text>
        <PasswordInput
          label="Passcode"
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={failed ? 'That passcode did not open the review, or the link is no longer valid.' : undefined}
          autoFocus
          maxLength={100}
        />
        <Button type="submit" disabled={value === ''}>
          Open the review
        </Button>
      </Stack>
    </Paper>
  );
}
