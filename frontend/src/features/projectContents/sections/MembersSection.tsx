import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { initialsOf } from '../../../shared/initials';
import type { ContentsSectionProps } from '../contentsSections';

/** The project's members, its owners marked (spec 000 section 3, Member). */
export function MembersSection({ project }: ContentsSectionProps) {
  if (project.members.length === 0) return <Text c="dimmed">Nobody has joined this project yet.</Text>;
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {project.members.map((member) => (
        <Group key={member.userID} component="li" gap="sm" wrap="nowrap">
          <Avatar src={member.avatar ?? null} radius="xl" size={32} color="indigo">
            {initialsOf(member.givenName, member.familyName)}
          </Avatar>
          <Text size="sm">
            {member.givenName} {member.familyName}
          </Text>
          {member.owner && (
            <Badge size="xs" variant="light">
              Owner
            </Badge>
          )}
        </Group>
      ))}
    </Stack>
  );
}
