// The way to an entity's History from its own screen: a button or a menu item, shown only to those the
// server would let read it (contracts/src/history/access.ts: admins of the kind of entity, holders of
// admin.reports and, for what belongs to a project, people who may open projects; membership is the
// server's to check).
import { Button, Menu, type ButtonProps } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { HistoryAccess, type HistoryEntityType } from '@wb/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../auth/authSlice';
import { historyPath } from './historyPath';

export const useMayReadHistory = (entityType: HistoryEntityType): boolean => {
  const held = useAppSelector(selectPermissions);
  return HistoryAccess.byGrant(held, entityType) || HistoryAccess.byMembership(held, entityType);
};

interface Target {
  entityType: HistoryEntityType;
  entityID: string | number;
  /** How the linking screen names the entity: the History page's heading. */
  name?: string;
  /** Also run on click (a dialog closing itself as the page changes). */
  onClick?: () => void;
}

export function HistoryButton({ entityType, entityID, name, onClick, label = 'History', ...button }: Target & ButtonProps & { label?: string }) {
  if (!useMayReadHistory(entityType)) return null;
  return (
    <Button component="a" href={`#${historyPath(entityType, entityID, name)}`} variant="light" size="xs" leftSection={<IconHistory size={16} aria-hidden />} onClick={onClick} {...button}>
      {label}
    </Button>
  );
}

export function HistoryMenuItem({ entityType, entityID, name, onClick, label = 'History' }: Target & { label?: string }) {
  if (!useMayReadHistory(entityType)) return null;
  return (
    <Menu.Item component="a" href={`#${historyPath(entityType, entityID, name)}`} leftSection={<IconHistory size={16} aria-hidden />} onClick={onClick}>
      {label}
    </Menu.Item>
  );
}
