// The menu of a layer: Duplicate, Delete, Group, Ungroup, Mask, Move up/down, Lock. Its items are the
// editor's registered actions (actions/menus.ts), run on the selection when the layer is part of it, or
// on the layer alone: an item does exactly what its key does, locked layers included.
import { Fragment } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { EditorElement, SceneDocument } from '@wb/contracts';
import type { ActionRunner } from '../actions/actionRunner';
import { layerMenuSections, layerTargets } from '../actions/menus';

interface Props {
  element: EditorElement;
  document: SceneDocument;
  selectedIds: string[];
  actions: ActionRunner;
}

export function LayerMenu({ element, document, selectedIds, actions }: Props) {
  const targets = layerTargets(selectedIds, element.id);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon size="sm" variant="subtle" color="gray" aria-label={`Layer menu of ${element.name}`}>
          <IconDots size={14} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {layerMenuSections(document, targets).map((section, i) => (
          <Fragment key={section[0]?.name ?? i}>
            {i > 0 && <Menu.Divider />}
            {section.map((action) => {
              const enabled = actions.enabled(action, targets);
              return (
                <Menu.Item
                  key={action.name}
                  color={action.name === 'delete' ? 'red' : undefined}
                  disabled={!enabled}
                  title={enabled ? undefined : actions.disabledReason(action, targets)}
                  onClick={() => actions.run(action, targets)}
                >
                  {action.label}
                </Menu.Item>
              );
            })}
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
