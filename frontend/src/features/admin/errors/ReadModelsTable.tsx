import { Badge, Progress, Stack, Table, Text } from '@mantine/core';
import type { ReadModelStatus } from '@wb/contracts';
import { AdminTable } from '../table/AdminTable';
import { useReadModelsQuery } from './readModelsApi';

/** "Every few seconds while open": the status is the runtime's, not a read model the live stream names. */
export const READ_MODELS_POLL_MS = 3000;

const columns = ['Read model', 'Version', 'Lag (events)', 'Events/s', 'Parked', 'Last error'];
const count = new Intl.NumberFormat('en');
const rate = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

export const rebuildLabel = (rebuild: NonNullable<ReadModelStatus['rebuild']>): string =>
  `Rebuilding to version ${rebuild.version}: ${count.format(rebuild.appliedEvents)} of ${count.format(rebuild.totalEvents)} events`;

const percentOf = (rebuild: NonNullable<ReadModelStatus['rebuild']>): number => (rebuild.totalEvents === 0 ? 100 : Math.min(100, (100 * rebuild.appliedEvents) / rebuild.totalEvents));

function ReadModelRow({ model }: { model: ReadModelStatus }) {
  return (
    <Table.Tr data-read-model={model.name}>
      <Table.Td>
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {model.name}
            {/* A reactor has effects (the relay publishing to the Bus) and owns no tables. */}
            {model.kind === 'reactor' && (
              <Badge ml="xs" size="xs" variant="outline" color="gray">
                reactor
              </Badge>
            )}
          </Text>
          {model.rebuild && (
            <>
              <Progress value={percentOf(model.rebuild)} size="sm" aria-label={rebuildLabel(model.rebuild)} animated />
              <Text size="xs" c="dimmed">
                {rebuildLabel(model.rebuild)}
              </Text>
            </>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        {model.version ?? (
          <Text span size="sm" c="dimmed">
            –
          </Text>
        )}
      </Table.Td>
      <Table.Td>{count.format(model.lagEvents)}</Table.Td>
      <Table.Td>{rate.format(model.eventsPerSecond)}</Table.Td>
      <Table.Td>
        {model.parked > 0 ? (
          <Badge color="red" variant="light">
            {count.format(model.parked)}
          </Badge>
        ) : (
          <Text span size="sm" c="dimmed">
            0
          </Text>
        )}
      </Table.Td>
      <Table.Td maw={360}>
        {model.lastError ? (
          <Text size="sm" c="red.8" lineClamp={3} title={model.lastError}>
            {model.lastError}
          </Text>
        ) : (
          <Text span size="sm" c="dimmed">
            –
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The read models as the projection runtime reports them; `models` is undefined until the first answer. */
export function ReadModelRows({ models }: { models: ReadModelStatus[] | undefined }) {
  return (
    <AdminTable label="Read models" loaded={models !== undefined} columns={columns} rowCount={models?.length ?? 0} empty="No read models." minWidth={760}>
      {models?.map((m) => (
        <ReadModelRow key={m.name} model={m} />
      ))}
    </AdminTable>
  );
}

export function ReadModelsTable() {
  const { data } = useReadModelsQuery({}, { pollingInterval: READ_MODELS_POLL_MS, skipPollingIfUnfocused: true });
  return <ReadModelRows models={data?.readModels} />;
}
