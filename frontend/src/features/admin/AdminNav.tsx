import { Badge, NavLink, Stack, Text, Tooltip } from '@mantine/core';
import { Messages, satisfies } from '@wb/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../auth/authSlice';
import { adminSections, type AdminSection } from './adminSections';

/**
 * A section the user may not view is dimmed, names why in a tooltip and does not navigate (spec 000
 * section 2); it stays focusable so keyboard and screen-reader users hear the reason too.
 */
function SectionLink({ section, active, allowed }: { section: AdminSection; active: boolean; allowed: boolean }) {
  const link = (
    <NavLink
      component={allowed ? 'a' : 'button'}
      href={allowed ? `#/admin/${section.id}` : undefined}
      label={section.label}
      active={active}
      aria-disabled={!allowed}
      aria-current={active ? 'page' : undefined}
      rightSection={
        section.available ? null : (
          <Badge size="xs" variant="light" color="gray">
            Soon
          </Badge>
        )
      }
      onClick={(e) => {
        if (!allowed) e.preventDefault();
      }}
      style={{ borderRadius: 'var(--mantine-radius-md)', opacity: allowed ? 1 : 0.45, cursor: allowed ? 'pointer' : 'not-allowed' }}
    />
  );
  if (allowed) return link;
  return (
    <Tooltip label={Messages.noPermissionTooltip(section.label)} position="right" events={{ hover: true, focus: true, touch: true }}>
      {link}
    </Tooltip>
  );
}

export function AdminNav({ activeID }: { activeID: string | null }) {
  const held = useAppSelector(selectPermissions);
  return (
    <Stack component="nav" aria-label="Admin sections" gap={2}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
        Admin
      </Text>
      {adminSections.map((s) => (
        <SectionLink key={s.id} section={s} active={s.id === activeID} allowed={satisfies(held, s.grant)} />
      ))}
    </Stack>
  );
}
