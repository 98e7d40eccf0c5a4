// The printable comments of a project (spec 002 route /printcomments?projectID=&type=): its comments
// grouped by file, each with its time, author, text and replies, laid out to print (printComments.css).
import { Alert, Badge, Button, Center, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { FileComment, FileCommentThread, PrintedFile } from '@wb/contracts';
import { formatDate } from '../../shared/formatDate';
import { ProjectNotFound } from '../../shared/ProjectNotFound';
import { printCommentsPath } from './printCommentsPath';
import { PRINT_TYPES, authorName, frameTime, printTypeOf } from './printFormat';
import { usePrintedCommentsQuery, usePrintedProjectQuery } from './printCommentsApi';
import './printComments.css';

const KIND_LABELS: Record<string, string> = { project: 'Project', svg: 'SVG', image: 'Image', video: 'Video', other: 'File' };

function CommentLine({ comment, reply }: { comment: FileComment; reply?: boolean }) {
  return (
    <Stack gap={2} pl={reply ? 'lg' : 0} style={reply ? { borderLeft: '2px solid var(--mantine-color-gray-4)' } : undefined}>
      <Group gap="xs" wrap="wrap">
        {comment.timestamp !== null && (
          <Text fw={700} ff="monospace" size="sm">
            {frameTime(comment.timestamp)}
          </Text>
        )}
        <Text fw={600} size="sm">
          {authorName(comment)}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDate(comment.createdOn)}
        </Text>
        {!reply && comment.fileVersion !== null && (
          <Text size="xs" c="dimmed">
            version {comment.fileVersion}
          </Text>
        )}
        {comment.status === 1 && (
          <Badge size="xs" color="#1b5e20" variant="filled">
            Resolved
          </Badge>
        )}
        {comment.annotations.length > 0 && (
          <Badge size="xs" color="gray" variant="outline">
            Drawing
          </Badge>
        )}
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.text}
      </Text>
    </Stack>
  );
}

function Thread({ thread }: { thread: FileCommentThread }) {
  return (
    <Paper component="li" className="print-thread" withBorder radius="sm" p="sm" style={{ listStyle: 'none' }}>
      <Stack gap="xs">
        <CommentLine comment={thread} />
        {thread.replies.map((reply) => (
          <CommentLine key={reply.commentID} comment={reply} reply />
        ))}
      </Stack>
    </Paper>
  );
}

function FileSection({ file }: { file: PrintedFile }) {
  const name = file.fileID === -1 ? 'Project comments' : file.name || 'Untitled file';
  const headingID = `print-file-${String(file.fileID)}`;
  return (
    <section className="print-file" aria-labelledby={headingID}>
      <Group gap="xs" mb="xs" wrap="wrap">
        <Title order={2} size="h4" id={headingID} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
          {KIND_LABELS[file.type] ?? 'File'}
        </Badge>
        <Text size="sm" c="dimmed">
          {file.comments.length} comment{file.comments.length === 1 ? '' : 's'}
        </Text>
      </Group>
      <Stack component="ul" gap="xs" p={0} m={0}>
        {file.comments.map((thread) => (
          <Thread key={thread.commentID} thread={thread} />
        ))}
      </Stack>
    </section>
  );
}

export function PrintCommentsPage({ projectID, type }: { projectID: string | null; type: string | null }) {
  const printType = printTypeOf(type);
  const skip = projectID === null || projectID === '';
  const project = usePrintedProjectQuery({ projectID: projectID ?? '' }, { skip });
  const comments = usePrintedCommentsQuery({ projectID: projectID ?? '', type: printType }, { skip });
  if (skip || project.isError || comments.isError) return <ProjectNotFound />;
  if (project.isLoading || comments.isLoading || !comments.data)
    return (
      <Center py={80}>
        <Loader aria-label="Loading comments" />
      </Center>
    );
  const files = comments.data.files;
  const typeLabel = PRINT_TYPES.find((t) => t.value === printType)?.label ?? '';
  const shownProject = projectID;
  const choose = (value: string) => {
    window.location.hash = printCommentsPath(shownProject, printTypeOf(value));
  };
  return (
    <main className="print-comments">
      <Stack gap="lg" p="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <div>
            <Text size="sm" c="dimmed">
              {printType === 'all' ? 'Comments' : `Comments on ${typeLabel.toLowerCase()}`}
            </Text>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {project.data?.project.name ?? 'Project'}
            </Title>
          </div>
          <Group className="print-controls" gap="sm" wrap="wrap">
            <SegmentedControl aria-label="Which files" value={printType} onChange={choose} data={PRINT_TYPES.map((t) => ({ value: t.value, label: t.label }))} />
            <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
              Print
            </Button>
          </Group>
        </Group>
        {files.length === 0 ? (
          <Alert color="gray" variant="light" title="No comments to print">
            {printType === 'all' ? 'Nobody has commented on this project or its files yet.' : `No ${typeLabel.toLowerCase()} of this project have comments.`}
          </Alert>
        ) : (
          files.map((file) => <FileSection key={String(file.fileID)} file={file} />)
        )}
      </Stack>
    </main>
  );
}
