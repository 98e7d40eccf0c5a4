import { Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { IconAward, IconFiles, IconMovie } from '@tabler/icons-react';
import { ProjectNotFound } from '../../shared/ProjectNotFound';
import { StatusBadge } from '../../shared/StatusBadge';
import { formatDate } from '../../shared/formatDate';
import { HistoryButton } from '../history/HistoryLinks';
import { AsOfButton } from '../projectAsOf/AsOfButton';
import { useActiveProject } from '../project/activeProject';
import { CommentLinkContext, type CommentLink } from './linkedComment';
import { contentsSections } from './contentsSections';
import classes from './contents.module.css';

const sectionElementID = (id: string) => `contents-${id}`;

/** Scrolls to a section: the page's address is the hash route, so sections are reached by id, not by #anchor. */
const goToSection = (id: string) => {
  const element = document.getElementById(sectionElementID(id));
  if (!element) return;
  element.scrollIntoView({ behavior: 'smooth', block: 'start' });
  element.focus({ preventScroll: true });
};

/**
 * The project contents and settings page (/projectContents/{projectID}, spec 000 section 2): a header
 * with the name, status and quick links, a navigation of the sections, and every section the areas
 * register, in two columns from 769 px wide and one below. /comments/{commentID} after the project
 * selects one of the project's comments in the comments section (linkedComment.tsx).
 */
export function ProjectContentsPage({ commentID = null }: { commentID?: string | null }) {
  const { project, status, openedAs } = useActiveProject();
  const link = useMemo<CommentLink | null>(() => (openedAs === null ? null : { openedAs, commentID }), [openedAs, commentID]);
  if (status === 'loading')
    return (
      <Center py={80}>
        <Loader aria-label="Loading project" />
      </Center>
    );
  if (!project) return <ProjectNotFound />;
  const id = encodeURIComponent(project.projectID);
  return (
    <CommentLinkContext.Provider value={link}>
      <Container size="xl" py="lg" px={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Group gap="sm" wrap="wrap">
                <Title order={1} style={{ overflowWrap: 'anywhere' }}>
                  {project.name}
                </Title>
                <StatusBadge status={project.status} />
              </Group>
              <Text size="sm" c="dimmed">
                Created {formatDate(project.createdOn)} · {project.members.length} member{project.members.length === 1 ? '' : 's'}
              </Text>
            </div>
            <Group gap="xs" component="nav" aria-label="Project quick links">
              <Button component="a" href={`#/project/${id}/files`} variant="light" size="xs" leftSection={<IconFiles size={16} aria-hidden />}>
                Files
              </Button>
              <Button component="a" href={`#/project/${id}/editor/dashboard`} variant="light" size="xs" leftSection={<IconMovie size={16} aria-hidden />}>
                Scenes
              </Button>
              <Button component="a" href={`#/credits?projectID=${id}`} variant="light" size="xs" leftSection={<IconAward size={16} aria-hidden />}>
                Credits
              </Button>
              <HistoryButton entityType="project" entityID={project.projectID} name={project.name} />
              <AsOfButton projectID={project.projectID} />
            </Group>
          </Group>
          <nav className={classes.nav} aria-label="Sections of the page">
            <Group gap={4} wrap="nowrap">
              {contentsSections.map((s) => (
                <Button key={s.id} variant="subtle" size="compact-sm" onClick={() => goToSection(s.id)} style={{ flexShrink: 0 }}>
                  {s.title}
                </Button>
              ))}
            </Group>
          </nav>
          <div className={classes.grid}>
            {contentsSections.map(({ id: sectionID, title, Section, wide }) => (
              <Paper
                key={sectionID}
                id={sectionElementID(sectionID)}
                tabIndex={-1}
                component="section"
                aria-labelledby={`${sectionElementID(sectionID)}-title`}
                withBorder
                radius="md"
                p="md"
                className={wide ? `${classes.section} ${classes.wide}` : classes.section}
              >
                <Title order={2} size="h4" id={`${sectionElementID(sectionID)}-title`} mb="sm">
                  {title}
                </Title>
                <Section project={project} />
              </Paper>
            ))}
          </div>
        </Stack>
      </Container>
    </CommentLinkContext.Provider>
  );
}
