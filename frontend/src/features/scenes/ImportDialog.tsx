// The import dialog (spec 002): the steps Uploading scene images, Importing SVGs (n / m) and Getting
// thumbnails with their progress, then what became of each file. A refused file shows 'Whoops!' with
// every problem the server found. It stays until the user closes it, so nothing happens unseen.
import { Alert, Button, Group, List, Modal, Progress, Stack, Stepper, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import { Messages } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { IMPORT_STEPS, importedFiles, stepState, troubledFiles, type ImportFile, type ImportRun, type ImportStep } from './importRun';
import { importDialogClosed, selectImportRun } from './scenesSlice';

const stepLabel = (run: ImportRun, step: Exclude<ImportStep, 'done'>): string => {
  if (step === 'uploading') return Messages.uploadingSceneImages;
  if (step === 'importing') {
    // Before the step starts: the files still in the running.
    const m = run.importing.m || run.files.filter((f) => f.status !== 'failed').length;
    return Messages.importingSvgs(run.importing.n, m);
  }
  return Messages.gettingThumbnails;
};

/** The current step's bar, from the files it has been through. */
const stepProgress = (run: ImportRun): number => {
  const total = run.files.length;
  if (run.step === 'uploading') return total === 0 ? 0 : (run.files.filter((f) => f.status !== 'waiting').length / total) * 100;
  if (run.step === 'importing') return run.importing.m === 0 ? 100 : ((run.importing.n - 1) / run.importing.m) * 100;
  if (run.step === 'thumbnails') return run.thumbnails.of === 0 ? 100 : (run.thumbnails.done / run.thumbnails.of) * 100;
  return 100;
};

function Troubled({ file }: { file: ImportFile }) {
  if (file.status === 'refused') {
    return (
      <Alert color="red" variant="light" title={Messages.whoops} icon={<IconAlertTriangle size={18} aria-hidden />} data-refused={file.fileName}>
        <Text size="sm" fw={600} mb={4}>
          {file.fileName} was not imported:
        </Text>
        <List size="sm" spacing={2}>
          {file.problems.map((p, i) => (
            <List.Item key={i}>
              {p.message}
              {p.where ? (
                <Text span c="dimmed" size="xs">
                  {' '}
                  ({p.where})
                </Text>
              ) : null}
            </List.Item>
          ))}
        </List>
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" title={`${file.fileName} was not imported`} icon={<IconX size={18} aria-hidden />}>
      <Text size="sm">{file.message}</Text>
    </Alert>
  );
}

function Summary({ run }: { run: ImportRun }) {
  const imported = importedFiles(run);
  const troubled = troubledFiles(run);
  const withoutThumbnail = imported.filter((f) => f.thumbnail === 'failed');
  return (
    <Stack gap="sm">
      {imported.length > 0 && (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <ThemeIcon color="green" variant="light" radius="xl" size="sm">
            <IconCheck size={14} aria-hidden />
          </ThemeIcon>
          <Text size="sm">
            {imported.length === 1 ? '1 scene imported' : `${imported.length} scenes imported`}: {imported.map((f) => f.fileName).join(', ')}
          </Text>
        </Group>
      )}
      {withoutThumbnail.length > 0 && (
        <Text size="sm" c="dimmed">
          No thumbnail could be drawn for {withoutThumbnail.map((f) => f.fileName).join(', ')}; its card offers Get thumbnail.
        </Text>
      )}
      {troubled.map((f) => (
        <Troubled key={f.fileName} file={f} />
      ))}
    </Stack>
  );
}

export function ImportDialog() {
  const dispatch = useAppDispatch();
  const run = useAppSelector(selectImportRun);
  const done = run?.step === 'done';
  const close = () => dispatch(importDialogClosed());
  const active = run ? [...IMPORT_STEPS, 'done'].indexOf(run.step) : 0;
  return (
    <Modal
      opened={run !== null}
      onClose={close}
      title="Import scenes"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close import dialog' }}
      withCloseButton={done}
      closeOnEscape={done}
      closeOnClickOutside={done}
    >
      {run && (
        <Stack gap="md">
          <Stepper active={active} orientation="vertical" size="sm" allowNextStepsSelect={false} aria-label="Import steps">
            {IMPORT_STEPS.map((step) => (
              <Stepper.Step
                key={step}
                label={stepLabel(run, step)}
                loading={stepState(run, step) === 'active'}
                description={stepState(run, step) === 'done' ? 'Done' : stepState(run, step) === 'active' ? 'In progress' : 'Waiting'}
              />
            ))}
          </Stepper>
          {!done && <Progress value={stepProgress(run)} animated aria-label={`${stepLabel(run, run.step === 'done' ? 'thumbnails' : run.step)} progress`} />}
          {done && <Summary run={run} />}
          {done && (
            <Group justify="flex-end">
              <Button onClick={close} data-autofocus>
                Close
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
