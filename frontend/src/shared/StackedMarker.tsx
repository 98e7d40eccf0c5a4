// One marker standing for several comments at (nearly) the same time (markerGroups.ts): a dot showing
// the count, named "3 comments at 0:07". A click (or Enter / Space) opens the earliest comment, as a
// single marker would, and a menu listing them all, so each of the others is one more choice away
// (arrow keys move in the menu, Escape closes it and gives the focus back to the marker).
import { useState, type CSSProperties, type PointerEvent } from 'react';
import { Menu, Text, Tooltip } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { stackCount, stackLabel } from './markerGroups';

export interface StackedItem {
  id: string;
  /** The time as the bar writes it. */
  at: string;
  /** What the comment says (shortened by the menu when long). */
  text: string;
}

interface Props {
  /** Earliest first, at least two. */
  items: readonly StackedItem[];
  selectedID: string | null;
  onChoose(id: string): void;
  /** Where the dot goes and its colours: each bar places and paints its own markers. */
  style: CSSProperties;
  /** The dot's diameter in pixels. */
  size: number;
  /** A press on the marker that must not reach what lies under it (the editor's ruler scrubs). */
  onPointerDown?(event: PointerEvent): void;
}

export function StackedMarker({ items, selectedID, onChoose, style, size, onPointerDown }: Props) {
  const [opened, setOpened] = useState(false);
  // In full screen only the full-screen element is drawn: the menu goes there rather than into the body.
  const [portalTarget, setPortalTarget] = useState<HTMLElement | undefined>(undefined);
  const first = items[0];
  if (!first) return null;
  const label = stackLabel(items.length, first.at);
  const holdsSelected = items.some((item) => item.id === selectedID);
  return (
    <Menu
      opened={opened}
      onChange={(open) => {
        if (open) {
          setPortalTarget(document.fullscreenElement instanceof HTMLElement ? document.fullscreenElement : undefined);
          // Opening is the marker's click: the earliest comment opens, as a single marker's would. (The
          // button has no onClick of its own: the Tooltip would let it replace the menu's toggle.)
          onChoose(first.id);
        }
        setOpened(open);
      }}
      position="top"
      withArrow
      shadow="md"
      portalProps={portalTarget ? { target: portalTarget } : undefined}
      // Mantine's focus placeholder is a focusable child of role menu (axe: aria-required-children);
      // without it the first comment in the list takes the focus.
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <Tooltip label={label} disabled={opened} withinPortal>
          <button
            type="button"
            aria-label={label}
            aria-pressed={holdsSelected}
            data-comment-stack={items.length}
            onPointerDown={onPointerDown}
            style={{
              position: 'absolute',
              minWidth: size,
              height: size,
              padding: '0 3px',
              borderRadius: size / 2,
              fontSize: Math.max(9, size - 6),
              fontWeight: 700,
              lineHeight: 1,
              color: 'white',
              cursor: 'pointer',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              ...style,
            }}
          >
            {stackCount(items.length)}
          </button>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown aria-label={label} maw={320}>
        <Menu.Label>{label}</Menu.Label>
        {items.map((item) => (
          <Menu.Item
            key={item.id}
            data-stack-item={item.id}
            aria-current={item.id === selectedID ? 'true' : undefined}
            rightSection={item.id === selectedID ? <IconCheck size={14} aria-hidden /> : null}
            onClick={() => onChoose(item.id)}
          >
            <Text size="sm" lineClamp={2}>
              <Text span ff="monospace" size="xs" c="dimmed" mr={2}>
                {item.at}
              </Text>{' '}
              {/* A space, not only a margin: read aloud (and copied), the time does not run into the words. */}
              {item.text || 'Drawing'}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
