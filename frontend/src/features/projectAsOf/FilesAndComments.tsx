// The project's files with their versions, and the comments with their states, as they were.
import { Badge, Table, Text } from '@mantine/core';
import type { ProjectSnapshot } from '@wb/contracts';
import { ScrollTable } from '../../shared/ScrollTable';
import { formatDate } from '../../shared/formatDate';
import { formatSize } from '../../shared/formatSize';
import { Section } from './Section';

export function FilesSection({ files }: { files: ProjectSnapshot['files'] }) {
  return (
    <Section title="Files" count={files.length} empty="No files then.">
      <ScrollTable label="Files" minWidth={560}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Version</Table.Th>
              <Table.Th>By</Table.Th>
              <Table.Th>On</Table.Th>
              <Table.Th>Size</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {files.map((file) => {
              const current = file.versions.at(-1);
              return (
                <Table.Tr key={file.fileID}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{file.name}</Table.Td>
                  <Table.Td>{file.type}</Table.Td>
                  <Table.Td>
                    {current?.version ?? 1} of {file.versions.length}
                  </Table.Td>
                  <Table.Td>{current?.by ?? ''}</Table.Td>
                  <Table.Td>{formatDate(current?.at)}</Table.Td>
                  <Table.Td>{current ? formatSize(current.size) : ''}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Section>
  );
}

const ON_WORDS = { project: 'Project', file: 'File', scene: 'Scene' } as const;

export function CommentsSection({ snapshot }: { snapshot: ProjectSnapshot }) {
  const { comments } = snapshot;
  const names = new Map<string, string>([...snapshot.files.map((f) => [f.fileID, f.name] as const), ...snapshot.scenes.map((s) => [s.sceneID, s.name] as const)]);
  return (
    <Section title="Comments" count={comments.length} empty="No comments then.">
      <ScrollTable label="Comments" minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>On</Table.Th>
              <Table.Th>By</Table.Th>
              <Table.Th>Comment</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Made</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {comments.map((c) => (
              <Table.Tr key={c.commentID}>
                <Table.Td>
                  {ON_WORDS[c.on]}
                  {c.targetID !== null && `: ${names.get(c.targetID) ?? c.targetID}`}
                </Table.Td>
                <Table.Td>{c.author?.name ?? 'Anonymous'}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {c.parentCommentID !== null && (
                    <Text span size="xs" c="gray.7">
                      Reply:{' '}
                    </Text>
                  )}
                  {c.text}
                </Table.Td>
                <Table.Td>
                  {c.resolved ? (
                    <Badge color="teal" variant="light">
                      Resolved{c.resolvedBy ? ` by ${c.resolvedBy.name}` : ''}
                    </Badge>
                  ) : (
                    <Badge color="gray" variant="light">
                      Open
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{formatDate(c.at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Section>
  );
}
