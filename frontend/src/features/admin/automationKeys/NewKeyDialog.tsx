import { useEffect, useState, type FormEvent } from 'react';
import { ActionIcon, Alert, Button, Checkbox, CopyButton, Group, Modal, NumberInput, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { AutomationKeyLimits, AutomationKeyScopes, type AutomationKeyScope, type NewAutomationKey } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatDate } from '../../../shared/formatDate';
import { keyDialogClosed, keyRequested, selectKeyDialog } from './automationKeysSlice';
import { scopeLabel } from './scopeLabels';

const DEFAULT_DAYS = 30;

/** The key, this once: the server keeps only its hash, so it cannot be shown again. */
function KeyToCopy({ made }: { made: NewAutomationKey }) {
  const dispatch = useAppDispatch();
  return (
    <Stack>
      <Alert color="teal" title="Key made">
        Copy it now: it is shown only this once. It works until {formatDate(made.expiresOn)}; give it to the page as ?key=.
      </Alert>
      <Group gap="xs" wrap="nowrap">
        <TextInput readOnly value={made.key} aria-label="Access key" flex={1} ff="monospace" onFocus={(e) => e.currentTarget.select()} />
        <CopyButton value={made.key} timeout={2500}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy key'}>
              <ActionIcon variant="light" color={copied ? 'teal' : 'indigo'} size="lg" onClick={copy} aria-label="Copy access key">
                {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Group justify="flex-end">
        <Button onClick={() => dispatch(keyDialogClosed())}>Done</Button>
      </Group>
    </Stack>
  );
}

function KeyForm() {
  const dispatch = useAppDispatch();
  const dialog = useAppSelector(selectKeyDialog);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<AutomationKeyScope[]>(['exporter']);
  const [days, setDays] = useState<number>(DEFAULT_DAYS);
  useEffect(() => {
    if (!dialog.open) return;
    setName('');
    setScopes(['exporter']);
    setDays(DEFAULT_DAYS);
  }, [dialog.open]);
  const ready = name.trim() !== '' && scopes.length > 0 && Number.isInteger(days) && !dialog.pending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) dispatch(keyRequested({ name, scopes, expiresInDays: days }));
  };

  return (
    <form onSubmit={submit}>
      <Stack>
        {dialog.error && Object.keys(dialog.fieldErrors).length === 0 && (
          <Alert color="red" role="alert">
            {dialog.error}
          </Alert>
        )}
        <TextInput
          label="Name"
          description="What uses it, for the list"
          required
          data-autofocus
          value={name}
          maxLength={AutomationKeyLimits.maxNameLength}
          error={dialog.fieldErrors.name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Checkbox.Group label="Opens" required value={scopes} onChange={(v) => setScopes(v as AutomationKeyScope[])} error={dialog.fieldErrors.scopes}>
          <Stack gap={6} mt={6}>
            {AutomationKeyScopes.map((s) => (
              <Checkbox key={s} value={s} label={scopeLabel[s]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <NumberInput
          label="Expires in (days)"
          required
          min={AutomationKeyLimits.minExpiryDays}
          max={AutomationKeyLimits.maxExpiryDays}
          allowDecimal={false}
          value={days}
          error={dialog.fieldErrors.expiresInDays}
          onChange={(v) => setDays(typeof v === 'number' ? v : Number.NaN)}
        />
        <Text size="xs" c="gray.7">
          The key is shown once, when it is made. Revoke it here when it is no longer needed.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => dispatch(keyDialogClosed())}>
            Cancel
          </Button>
          <Button type="submit" disabled={!ready && !dialog.pending} loading={dialog.pending}>
            Make key
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** New key: the form, then the key made. */
export function NewKeyDialog() {
  const dispatch = useAppDispatch();
  const dialog = useAppSelector(selectKeyDialog);
  return (
    <Modal opened={dialog.open} onClose={() => dispatch(keyDialogClosed())} title={dialog.made ? 'Your new access key' : 'New access key'} size="lg">
      {dialog.made ? <KeyToCopy made={dialog.made} /> : <KeyForm />}
    </Modal>
  );
}
