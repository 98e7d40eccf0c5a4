// The review page's scene list (spec 002, "Public and signed-in review screen"): 200 px wide, or 40
// collapsed showing only the count; each row the scene's name and a red badge of its open top-level
// comments, or a green check when it has comments and none is open; sorted by name (the server's
// order); the active row marked.
import { ActionIcon, Badge, Box, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconCircleCheckFilled } from '@tabler/icons-react';
import type { ReviewSceneSummary } from '@wb/contracts';

export const PANEL_WIDTH = { expanded: 200, collapsed: 40 } as const;

interface Props {
  scenes: readonly ReviewSceneSummary[];
  activeID: string | null;
  collapsed: boolean;
  onToggle(): void;
  onSelect(sceneID: string): void;
}

function CommentState({ scene }: { scene: ReviewSceneSummary }) {
  if (scene.openComments > 0)
    return (
      <Badge color="red.8" size="sm" circle={scene.openComments < 10} aria-label={`${scene.openComments} open comments`}>
        {scene.openComments}
      </Badge>
    );
  if (scene.comments > 0) return <IconCircleCheckFilled size={18} color="var(--mantine-color-green-8)" aria-label="All comments resolved" role="img" />;
  return null;
}

export function ScenePanel({ scenes, activeID, collapsed, onToggle, onSelect }: Props) {
  const count = scenes.length === 1 ? '1 scene' : `${scenes.length} scenes`;
  return (
    <Box
      component="nav"
      aria-label="Scenes"
      w={collapsed ? PANEL_WIDTH.collapsed : PANEL_WIDTH.expanded}
      style={{ flexShrink: 0, borderRight: '1px solid var(--mantine-color-gray-3)', overflowY: 'auto', transition: 'width 150ms' }}
      bg="white"
    >
      <Stack gap={0}>
        <Box p={collapsed ? 4 : 'xs'} style={{ display: 'flex', alignItems: 'center', justifyContent: collapsed ? 'center' : 'space-between', flexDirection: collapsed ? 'column' : 'row', gap: 4 }}>
          {collapsed ? (
            <Text size="xs" fw={700} aria-label={count}>
              {scenes.length}
            </Text>
          ) : (
            <Text size="sm" fw={700}>
              {count}
            </Text>
          )}
          <Tooltip label={collapsed ? 'Show the scenes' : 'Hide the scenes'}>
            <ActionIcon variant="subtle" color="gray" size="sm" onClick={onToggle} aria-label={collapsed ? 'Show the scenes' : 'Hide the scenes'} aria-expanded={!collapsed}>
              {collapsed ? <IconChevronRight size={16} /> : <IconChevronLeft size={16} />}
            </ActionIcon>
          </Tooltip>
        </Box>
        {!collapsed && (
          <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {scenes.map((scene) => {
              const active = scene.sceneID === activeID;
              return (
                <li key={scene.sceneID}>
                  <UnstyledButton
                    onClick={() => onSelect(scene.sceneID)}
                    aria-current={active ? 'true' : undefined}
                    w="100%"
                    px="xs"
                    py={6}
                    bg={active ? 'blue.0' : undefined}
                    style={{ display: 'flex', alignItems: 'center', gap: 6, borderLeft: `3px solid ${active ? 'var(--mantine-color-blue-7)' : 'transparent'}` }}
                  >
                    <Text size="sm" fw={active ? 700 : 400} truncate style={{ flex: 1 }}>
                      {scene.name}
                    </Text>
                    <CommentState scene={scene} />
                  </UnstyledButton>
                </li>
              );
            })}
          </Box>
        )}
      </Stack>
    </Box>
  );
}
