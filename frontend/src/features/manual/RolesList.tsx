import { Box, Group, List, Text } from '@mantine/core';
import { TaskTypes } from '@wb/contracts';
import classes from './manual.module.css';

/** The production roles, the fixed list a profile's roles and the tracked hours are chosen from. */
export function RolesList() {
  return (
    <List listStyleType="none" spacing={6} my="md" className={classes.plainList} aria-label="Production roles">
      {TaskTypes.map((role) => (
        <List.Item key={role.taskID}>
          <Group gap="xs" wrap="nowrap">
            <Box w={12} h={12} style={{ borderRadius: '50%', background: role.color, flex: 'none' }} aria-hidden />
            <Text component="span" size="sm">
              {role.name}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
