// The admin Audit section (admin.reports, issue 21): the workspace's every event, newest first, with
// the history's filters plus the kind of entity, 'Load more', and the audit CSV of what the filters
// show (the Reports tab's downloadAudit, here with the filters).
import { Paper, Stack } from '@mantine/core';
import { type Calls, HistoryLimits, historyDownloadQuery, reportPath, satisfies, type CallInput } from '@wb/contracts';
import { useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { SectionHeader } from '../../shared/SectionHeader';
import { selectPermissions } from '../auth/authSlice';
import { auditKinds, auditPeople } from './auditOptions';
import { HistoryFilters } from './HistoryFilters';
import { filtersOf, noFilters, rangeProblem } from './historyFilters';
import { HistoryPages, type PageProps } from './HistoryPages';
import { useAuditQuery, useAuditTeamQuery } from './historyApi';

type AuditInput = CallInput<typeof Calls.admin.getAudit>;

function AuditPage({ input, before, children }: PageProps<AuditInput>) {
  const result = useAuditQuery(before === undefined ? input : { ...input, before });
  return <>{children(result)}</>;
}

export function AuditSection() {
  const [choice, setChoice] = useState(noFilters);
  // The team list is for holders of content.projects-view; an auditor without it filters by the rest.
  const mayListTeam = satisfies(useAppSelector(selectPermissions), 'content.projects-view');
  const team = useAuditTeamQuery(undefined, { skip: !mayListTeam });
  const filters = filtersOf(choice);
  const input: AuditInput = { ...filters, limit: HistoryLimits.defaultPage };
  const query = historyDownloadQuery(filters);
  return (
    <>
      <SectionHeader title="Audit" />
      <Stack gap="md">
        <Paper withBorder radius="md" p="md" bg="white">
          <HistoryFilters
            choice={choice}
            options={{ people: mayListTeam ? auditPeople(team.data?.team ?? []) : null, kinds: auditKinds, entityTypes: true }}
            downloadHref={query === '' ? reportPath('downloadAudit') : `${reportPath('downloadAudit')}?${query}`}
            downloadName="audit.csv"
            onChange={setChoice}
          />
        </Paper>
        <Paper withBorder radius="md" py="xs" bg="white" component="section" aria-label="Events">
          {rangeProblem(choice) === null && <HistoryPages key={JSON.stringify(input)} input={input} Page={AuditPage} refusal="The audit trail is for holders of admin.reports." showStream />}
        </Paper>
      </Stack>
    </>
  );
}
