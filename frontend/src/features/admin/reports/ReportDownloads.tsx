import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Reports, reportPath } from '@wb/contracts';

/**
 * The downloadable reports, each a link to its file: the browser downloads it with the session cookie
 * and shows its own progress, so a large CSV or zip never passes through the page's memory.
 */
export function ReportDownloads() {
  return (
    <Paper withBorder radius="md" bg="white" p="md">
      <Title order={3} size="h5" mb="sm">
        Downloads
      </Title>
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Reports">
        {Reports.map((report, i) => (
          <Group key={report.id} component="li" justify="space-between" wrap="nowrap" py="sm" style={i > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}>
            <Stack gap={2}>
              <Text fw={500}>
                {report.label}{' '}
                <Text span size="xs" c="dimmed" tt="uppercase">
                  {report.format}
                </Text>
              </Text>
              <Text size="sm" c="dimmed">
                {report.description}
              </Text>
            </Stack>
            <Button
              component="a"
              href={reportPath(report.id)}
              download={report.fileName}
              variant="light"
              leftSection={<IconDownload size={16} />}
              aria-label={`Download ${report.label}`}
              style={{ flexShrink: 0 }}
            >
              Download
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
