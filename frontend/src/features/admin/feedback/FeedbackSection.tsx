import { Table, Text } from '@mantine/core';
import type { FeedbackForm } from '@wb/contracts';
import { SectionHeader } from '../../../shared/SectionHeader';
import { AdminTable } from '../table/AdminTable';
import { useFeedbackFormsQuery } from './feedbackFormsApi';

const columns = ['Form ID', 'User ID', 'Text', 'Type', 'Created on'];
const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const typeLabels: Record<FeedbackForm['data']['type'], string> = { feedback: 'Feedback', featureRequest: 'Feature request', bugReport: 'Bug report' };

/** Spec 001: "Feedback: table of feedback forms (form ID, user ID, text, type, created on), newest first". */
export function FeedbackSection() {
  const { data } = useFeedbackFormsQuery(undefined);
  const forms = data?.forms ?? [];
  return (
    <>
      <SectionHeader title="Feedback" />
      <AdminTable label="Feedback forms" loaded={data !== undefined} columns={columns} rowCount={forms.length} empty="No feedback yet" minWidth={760}>
        {forms.map((form) => (
          <Table.Tr key={form.formID} data-form-id={form.formID}>
            <Table.Td>
              <Text size="xs" ff="monospace">
                {form.formID}
              </Text>
            </Table.Td>
            <Table.Td>{form.userID}</Table.Td>
            <Table.Td>
              <Text size="sm" maw={420} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {form.data.text}
              </Text>
            </Table.Td>
            <Table.Td>{typeLabels[form.data.type]}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateFormat.format(new Date(form.createdOn))}</Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
    </>
  );
}
