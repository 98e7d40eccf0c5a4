import { Box, Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconLanguage, IconLayoutKanban, IconLibraryPhoto, IconMessageCircle, IconMovie } from '@tabler/icons-react';
import { BrandMark } from '../../shared/BrandMark';
import { WhiteboardIllustration } from '../../shared/WhiteboardIllustration';
import { FeatureClip } from '../landing/FeatureClip';

const features = [
  { icon: IconMovie, title: 'Scene editor', clip: 'sceneEditor', text: 'Import drawings, animate strokes and text on a timeline with keyframes, and export to video.' },
  { icon: IconMessageCircle, title: 'Review', clip: 'review', text: 'Timestamped comments, replies, mentions and drawn annotations right on scenes and files.' },
  { icon: IconLibraryPhoto, title: '25,000+ assets', clip: 'assets', text: 'A shared library of illustration kits, searchable by tag, ready to drop into any scene.' },
  { icon: IconLayoutKanban, title: 'Project management', clip: 'projects', text: 'Projects in folders, members, due dates, tasks and tracking of words and hours.' },
  { icon: IconLanguage, title: 'Multi-language', clip: 'languages', text: 'Produce the same lesson in many languages with a shared pronunciation guide.' },
] as const;

/** The public page for visitors who are not signed in. */
export function LandingPage() {
  const [scroll] = useWindowScroll();
  return (
    <Box>
      <Box
        component="header"
        pos="sticky"
        top={0}
        bg="white"
        style={{
          zIndex: 10,
          transition: 'box-shadow 150ms',
          boxShadow: scroll.y > 70 ? 'var(--mantine-shadow-md)' : 'none',
        }}
      >
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between">
            <BrandMark />
            <Button component="a" href="#/login" variant="light">
              Sign in
            </Button>
          </Group>
        </Container>
      </Box>
      <Box component="main">
        <Box bg="linear-gradient(160deg, var(--mantine-color-indigo-0), var(--mantine-color-cyan-0))" py={80}>
          <Container size="lg">
            <Group justify="space-between" align="center" wrap="wrap" gap="xl">
              <Stack maw={560} gap="lg">
                <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.1}>
                  Engaging whiteboard-style videos, made together.
                </Title>
                <Text size="lg" c="dimmed">
                  Whiteboard Studio takes an educational team from script to finished video: drawings, animation, review and delivery in one workspace.
                </Text>
                <Group>
                  <Button component="a" href="#/login" size="md">
                    Sign in to your workspace
                  </Button>
                </Group>
              </Stack>
              <WhiteboardIllustration width={360} />
            </Group>
          </Container>
        </Box>
        <Container size="lg" py={64}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xl">
            {features.map((f) => (
              <Stack key={f.title} gap="xs">
                <ThemeIcon size={44} radius="md" variant="light">
                  <f.icon size={24} aria-hidden />
                </ThemeIcon>
                <Title order={3} size="h4">
                  {f.title}
                </Title>
                <Text c="dimmed">{f.text}</Text>
                <FeatureClip clip={f.clip} />
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
      <Box component="footer" py="lg" bg="gray.1">
        <Container size="lg">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              © {new Date().getFullYear()} Whiteboard Studio
            </Text>
            <Text size="sm" c="dimmed">
              For educational use only.
            </Text>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
