// The Layers panel (spec 002 "File review screens"): sections SVGs, Videos and Images, each with its
// files, a menu per file (open, versions, delete after 'Yes, delete') and an upload box; the Videos
// section's Play all opens the Play all dialog, the SVGs section's Export the Export SVGs dialog, and
// each SVG shows its newest export's state (in progress, error, Download MP4).
import { ActionIcon, Anchor, Badge, Box, Button, Group, Menu, Modal, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDots, IconFileTypeSvg, IconMovie, IconPhoto, IconPlayerPlayFilled } from '@tabler/icons-react';
import type { ReviewFile } from '@wb/contracts';
import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { ExportState } from '../exports/ExportState';
import { formatDate } from '../../shared/formatDate';
import { formatSize } from '../../shared/formatSize';
import { HistoryMenuItem } from '../history/HistoryLinks';
import { filesPath } from './filesPath';
import { ExportSvgsDialog } from './ExportSvgsDialog';
import { PlayAllDialog } from './PlayAllDialog';
import { reviewFileDeleteConfirmed } from './projectFilesSlice';
import { SECTIONS, type FileSection } from './reviewTypes';
import { UploadBox } from './UploadBox';

const ICONS = { svg: IconFileTypeSvg, video: IconMovie, image: IconPhoto } as const;

interface Props {
  /** The project's id as the server knows it (the address may name it). */
  projectID: string;
  /** How the address names the project: links keep it. */
  openedAs: string;
  files: readonly ReviewFile[];
  activeFileID: string | null;
  canEdit: boolean;
}

function VersionsModal({ file, openedAs, onClose }: { file: ReviewFile; openedAs: string; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={`Versions of ${file.name}`}>
      <Stack component="ol" gap={6} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {[...file.versions].reverse().map((v) => (
          <li key={v.version}>
            <Text size="sm">
              <Anchor href={`#${filesPath(openedAs, { fileID: file.fileID, version: v.version === file.version ? null : v.version })}`} onClick={onClose}>
                Version {v.version}
              </Anchor>
              {v.version === file.version ? ' (current)' : ''} · {formatDate(v.createdOn)} · {formatSize(v.size)}
            </Text>
          </li>
        ))}
      </Stack>
    </Modal>
  );
}

function FileRow({ file, openedAs, active, canEdit, onVersions, onDelete }: { file: ReviewFile; openedAs: string; active: boolean; canEdit: boolean; onVersions(): void; onDelete(): void }) {
  const Icon = ICONS[file.type];
  const href = `#${filesPath(openedAs, { fileID: file.fileID })}`;
  return (
    <li>
      <Group
        gap={6}
        wrap="nowrap"
        px={6}
        py={4}
        data-file-row={file.name}
        data-file-version={file.version}
        style={{ borderRadius: 6, background: active ? 'var(--mantine-color-indigo-0)' : undefined }}
      >
        <Icon size={16} aria-hidden style={{ flex: 'none' }} />
        <Anchor href={href} size="sm" c="gray.9" fw={active ? 700 : 400} aria-current={active ? 'page' : undefined} style={{ flex: 1, minWidth: 0 }} truncate title={file.name}>
          {file.name}
        </Anchor>
        {file.version > 1 && (
          <Badge size="xs" variant="outline" color="dark.6">
            v{file.version}
          </Badge>
        )}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray.8" size="sm" aria-label={`Menu of ${file.name}`}>
              <IconDots size={16} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component="a" href={href}>
              Open
            </Menu.Item>
            <Menu.Item onClick={onVersions}>Versions ({file.versions.length})</Menu.Item>
            <HistoryMenuItem entityType="file" entityID={file.fileID} name={file.name} />
            {canEdit && (
              <Menu.Item color="red.9" onClick={onDelete}>
                Delete
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
      {file.type === 'svg' && file.fileExports.length > 0 && (
        <Box pl={28} pr={6} pb={4}>
          <ExportState exports={file.fileExports} name={file.name} />
        </Box>
      )}
    </li>
  );
}

export function LayersPanel({ projectID, openedAs, files, activeFileID, canEdit }: Props) {
  const dispatch = useAppDispatch();
  const [versionsOf, setVersionsOf] = useState<ReviewFile | null>(null);
  const [playAll, setPlayAll] = useState(false);
  const [exportSvgs, setExportSvgs] = useState(false);
  const confirmDelete = (file: ReviewFile) =>
    modals.openConfirmModal({
      title: 'Delete file',
      children: <Text size="sm">Delete {file.name} from this project? Its comments stay with the project&apos;s history.</Text>,
      labels: { confirm: 'Yes, delete', cancel: 'Cancel' },
      confirmProps: { color: 'red.9', 'data-autofocus': true },
      onConfirm: () => dispatch(reviewFileDeleteConfirmed({ projectID, fileID: file.fileID, active: file.fileID === activeFileID })),
    });
  const section = (s: FileSection) => files.filter((f) => f.type === s);
  return (
    <Stack component="nav" aria-label="Layers" gap="md" p="sm">
      {SECTIONS.map(({ section: s, title }) => (
        <section key={s} aria-labelledby={`layers-${s}`} data-layers-section={s}>
          <Group justify="space-between" gap={4} mb={4} wrap="nowrap">
            <Title order={2} size="h6" id={`layers-${s}`} c="gray.8" tt="uppercase" style={{ letterSpacing: 0.5 }}>
              {title}
            </Title>
            {s === 'svg' && section(s).length > 0 && (
              <Button variant="subtle" size="compact-xs" leftSection={<IconMovie size={12} aria-hidden />} onClick={() => setExportSvgs(true)}>
                Export
              </Button>
            )}
            {s === 'video' && section(s).length > 0 && (
              <Button variant="subtle" size="compact-xs" leftSection={<IconPlayerPlayFilled size={12} aria-hidden />} onClick={() => setPlayAll(true)}>
                Play all
              </Button>
            )}
          </Group>
          {section(s).length === 0 ? (
            <Text size="xs" c="gray.7" mb={6}>
              No {s === 'svg' ? title : title.toLowerCase()} yet
            </Text>
          ) : (
            <Stack component="ul" gap={2} mb={6} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {section(s).map((f) => (
                <FileRow key={f.fileID} file={f} openedAs={openedAs} active={f.fileID === activeFileID} canEdit={canEdit} onVersions={() => setVersionsOf(f)} onDelete={() => confirmDelete(f)} />
              ))}
            </Stack>
          )}
          {canEdit && <UploadBox projectID={projectID} section={s} />}
        </section>
      ))}
      {playAll && <PlayAllDialog files={files} onClose={() => setPlayAll(false)} />}
      {exportSvgs && <ExportSvgsDialog projectID={projectID} files={files} onClose={() => setExportSvgs(false)} />}
      {versionsOf && <VersionsModal file={versionsOf} openedAs={openedAs} onClose={() => setVersionsOf(null)} />}
    </Stack>
  );
}
