// The History view of one entity (/history/{entityType}/{entityID}, issue 21): every event, newest
// first, with the filters, 'Load more' and the CSV of what the filters show. Reached from the entity's
// own screen; the server decides who may read it (admins, and a project's members for their project).
import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type Calls, HistoryEntityTypes, HistoryLimits, historyDownloadPath, Messages, type CallInput, type HistoryEntityType } from '@wb/contracts';
import { useState } from 'react';
import { entityTypeWords } from './entityTypeWords';
import { HistoryFilters } from './HistoryFilters';
import { filtersOf, noFilters, rangeProblem } from './historyFilters';
import { HistoryPages, isRefused, type PageProps } from './HistoryPages';
import { useHistoryFacetsQuery, useHistoryQuery } from './historyApi';

type HistoryInput = CallInput<typeof Calls.history.getHistory>;

function EntityHistoryPage({ input, before, children }: PageProps<HistoryInput>) {
  const result = useHistoryQuery(before === undefined ? input : { ...input, before });
  return <>{children(result)}</>;
}

function EntityHistory({ entityType, entityID, name }: { entityType: HistoryEntityType; entityID: string; name: string | null }) {
  const [choice, setChoice] = useState(noFilters);
  const facets = useHistoryFacetsQuery({ entityType, entityID });
  // The entity is fixed by the address: the choice's entity type is the audit trail's filter only.
  const filters = { ...filtersOf(choice), entityType, entityID };
  const input: HistoryInput = { ...filters, limit: HistoryLimits.defaultPage };
  const what = entityTypeWords[entityType];
  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
            History of {name ?? `${what.toLowerCase()} ${entityID}`}
          </Title>
          <Text c="gray.7" size="sm">
            {what} · every change, who made it and when
          </Text>
        </div>
        {/* Refused: no filters, list or download to offer, only why. */}
        {isRefused(facets.error) ? (
          <Alert color="yellow" icon={<IconLock size={18} aria-hidden />} role="alert">
            {Messages.historyNotAllowed}
          </Alert>
        ) : (
          <>
            <Paper withBorder radius="md" p="md">
              <HistoryFilters
                choice={choice}
                options={{ people: facets.data?.people ?? [], kinds: facets.data?.kinds ?? [], entityTypes: false }}
                downloadHref={historyDownloadPath(filters)}
                downloadName={`history-${entityType}-${entityID}.csv`}
                onChange={setChoice}
              />
            </Paper>
            <Paper withBorder radius="md" py="xs" component="section" aria-label="Events">
              {rangeProblem(choice) === null && <HistoryPages key={JSON.stringify(input)} input={input} Page={EntityHistoryPage} refusal={Messages.historyNotAllowed} />}
            </Paper>
          </>
        )}
      </Stack>
    </Container>
  );
}

const isEntityType = (v: string): v is HistoryEntityType => (HistoryEntityTypes as readonly string[]).includes(v);

export function HistoryPage({ entityType, entityID, name }: { entityType: string; entityID: string; name: string | null }) {
  if (!isEntityType(entityType))
    return (
      <Container size="lg" py="lg">
        <Alert color="gray" title="No such history">
          There is no history of “{entityType}”. Histories are kept for projects, folders, users, kits, files, scenes and comment threads.
        </Alert>
      </Container>
    );
  return <EntityHistory key={`${entityType}/${entityID}`} entityType={entityType} entityID={entityID} name={name} />;
}
