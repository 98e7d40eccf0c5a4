// The project's files with their versions, and the comments with their states, as they were.
import { Badge, Text } from '@mantine/core';
import type { ProjectSnapshot } from '@wb/contracts';
import { formatDate } from '../../shared/formatDate';
import { formatSize } from '../../shared/formatSize';
import { TableSection, type SnapshotColumn } from './SnapshotTable';

type SnapshotFile = ProjectSnapshot['files'][number];
type SnapshotComment = ProjectSnapshot['comments'][number];

const FILE_COLUMNS: readonly SnapshotColumn<SnapshotFile>[] = [
  { header: 'Name', wrap: true, cell: (file) => file.name },
  { header: 'Type', cell: (file) => file.type },
  { header: 'Version', cell: (file) => `${file.versions.at(-1)?.version ?? 1} of ${file.versions.length}` },
  { header: 'By', cell: (file) => file.versions.at(-1)?.by ?? '' },
  { header: 'On', cell: (file) => formatDate(file.versions.at(-1)?.at) },
  {
    header: 'Size',
    cell: (file) => {
      const current = file.versions.at(-1);
      return current ? formatSize(current.size) : '';
    },
  },
];

export function FilesSection({ files }: { files: ProjectSnapshot['files'] }) {
  return <TableSection title="Files" empty="No files then." minWidth={560} columns={FILE_COLUMNS} rows={files} rowKey={(file) => file.fileID} />;
}

const ON_WORDS = { project: 'Project', file: 'File', scene: 'Scene' } as const;

const commentColumns = (names: ReadonlyMap<string, string>): readonly SnapshotColumn<SnapshotComment>[] => [
  { header: 'On', cell: (c) => `${ON_WORDS[c.on]}${c.targetID !== null ? `: ${names.get(c.targetID) ?? c.targetID}` : ''}` },
  { header: 'By', cell: (c) => c.author?.name ?? 'Anonymous' },
  {
    header: 'Comment',
    wrap: true,
    cell: (c) => (
      <>
        {c.parentCommentID !== null && (
          <Text span size="xs" c="gray.7">
            Reply:{' '}
          </Text>
        )}
        {c.text}
      </>
    ),
  },
  {
    header: 'State',
    cell: (c) =>
      c.resolved ? (
        <Badge color="teal" variant="light">
          Resolved{c.resolvedBy ? ` by ${c.resolvedBy.name}` : ''}
        </Badge>
      ) : (
        <Badge color="gray" variant="light">
          Open
        </Badge>
      ),
  },
  { header: 'Made', cell: (c) => formatDate(c.at) },
];

export function CommentsSection({ snapshot }: { snapshot: ProjectSnapshot }) {
  const names = new Map<string, string>([...snapshot.files.map((f) => [f.fileID, f.name] as const), ...snapshot.scenes.map((s) => [s.sceneID, s.name] as const)]);
  return <TableSection title="Comments" empty="No comments then." minWidth={640} columns={commentColumns(names)} rows={snapshot.comments} rowKey={(c) => c.commentID} />;
}
