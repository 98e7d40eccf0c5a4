import { NavLink, Stack, Text, Tooltip } from '@mantine/core';
import { satisfies } from '@wb/contracts';
import { Messages } from '@wb/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../auth/authSlice';
import { adminSections, type AdminSection } from './adminSections';

function SectionLink({ section, active, allowed }: { section: AdminSection; active: boolean; allowed: boolean }) {
  const usable = allowed && section.available;
  const link = (
    <NavLink
      component={usable ? 'a' : 'button'}
      href={usable ? `#/admin/${section.id}` : undefined}
      label={section.label}
      active={active}
      aria-disabled={!usable}
      onClick={(e) => {
        // A section out of reach stays put instead of navigating.
        if (!usable) e.preventDefault();
      }}
      style={{ borderRadius: 'var(--mantine-radius-md)', opacity: usable ? 1 : 0.45, cursor: usable ? 'pointer' : 'not-allowed' }}
    />
  );
  if (!allowed) return <Tooltip label={Messages.noPermissionTooltip(section.label)} position="right">{link}</Tooltip>;
  if (!section.available) return <Tooltip label="Coming in a later release" position="right">{link}</Tooltip>;
  return link;
}

export function AdminNav({ activeID }: { activeID: string | null }) {
  const held = useAppSelector(selectPermissions);
  return (
    <Stack component="nav" aria-label="Admin sections" gap={2}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>Admin</Text>
      {adminSections.map((s) => (
        <SectionLink key={s.id} section={s} active={s.id === activeID} allowed={satisfies(held, s.grant)} />
      ))}
    </Stack>
  );
}
