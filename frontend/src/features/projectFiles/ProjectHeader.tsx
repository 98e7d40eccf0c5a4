// The header bar of a project (spec 000 section 2, spec 002 "File review screens"): files, comments
// (only while a file is open, with a dot for unresolved comments), the scene editor with its Beta badge,
// the learn page, the active file's name and the settings.
import { Anchor, Badge, Box, Group, Indicator, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconFiles, IconMessageCircle, IconMovie, IconSchool, IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { sceneDashboardPath } from '../scenes/routes';
import { filesPath } from './filesPath';

interface Props {
  projectID: string;
  projectName: string;
  fileID: string | null;
  fileName: string | null;
  /** Whether the comment panel is the view shown. */
  commentsOpen: boolean;
  /** The active file has unresolved comments. */
  hasOpenComments: boolean;
}

function HeaderLink({ href, icon, children, current = false }: { href: string; icon: ReactNode; children: ReactNode; current?: boolean }) {
  return (
    <Anchor
      href={`#${href}`}
      aria-current={current ? 'page' : undefined}
      c={current ? 'indigo.8' : 'gray.8'}
      fw={current ? 700 : 500}
      size="sm"
      underline="hover"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' }}
    >
      {icon}
      {children}
    </Anchor>
  );
}

export function ProjectHeader({ projectID, projectName, fileID, fileName, commentsOpen, hasOpenComments }: Props) {
  const enc = encodeURIComponent(projectID);
  return (
    <Box component="header" px="md" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', background: 'var(--mantine-color-white)' }}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Title order={1} size="h4" style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {projectName}
          </Title>
          {fileName !== null && (
            <Text size="sm" c="gray.7" data-active-file truncate maw={260} title={fileName}>
              / {fileName}
            </Text>
          )}
        </Group>
        <Group component="nav" aria-label="Project" gap="lg" wrap="wrap">
          <HeaderLink href={filesPath(projectID)} icon={<IconFiles size={16} aria-hidden />} current={!commentsOpen}>
            Files
          </HeaderLink>
          {fileID !== null && (
            <Indicator disabled={!hasOpenComments} color="red" size={8} offset={2} position="top-start" data-comments-dot={hasOpenComments || undefined}>
              <HeaderLink href={filesPath(projectID, { fileID, comments: true })} icon={<IconMessageCircle size={16} aria-hidden />} current={commentsOpen}>
                Comments{hasOpenComments ? <VisuallyHidden> (unresolved comments or unsaved misspelled words)</VisuallyHidden> : null}
              </HeaderLink>
            </Indicator>
          )}
          <Group gap={4} wrap="nowrap">
            <HeaderLink href={sceneDashboardPath(projectID)} icon={<IconMovie size={16} aria-hidden />}>
              Scene editor
            </HeaderLink>
            <Badge size="xs" variant="filled" color="grape.8" data-beta>
              Beta
            </Badge>
          </Group>
          <HeaderLink href={`/project/${enc}/learning`} icon={<IconSchool size={16} aria-hidden />}>
            Learn page
          </HeaderLink>
          <HeaderLink href={`/projectContents/${enc}`} icon={<IconSettings size={16} aria-hidden />}>
            Settings
          </HeaderLink>
        </Group>
      </Group>
    </Box>
  );
}
