// The Properties tab (spec 002 "Scene editor"): the selection's transform, style, text and timing at
// the playhead, or the scene's duration when nothing is selected.
import { Divider, ScrollArea, Stack, Text } from '@mantine/core';
import type { EditorElement, ElementType } from '@wb/contracts';
import { findElement } from '../ops';
import { SceneDurationFields } from './SceneDurationFields';
import { StyleFields } from './StyleFields';
import { TimingFields } from './TimingFields';
import { TransformFields } from './TransformFields';
import type { PanelProps } from './types';

/** Groups, masks and images have no stroke, fill or text of their own. */
const StyledTypes: readonly ElementType[] = ['rect', 'path', 'text'];

export function PropertiesPanel({ document, selectedIds, time, onChange, onGestureEnd }: PanelProps) {
  const elements = selectedIds.map((id) => findElement(document, id)).filter((el): el is EditorElement => el !== null);
  const first = elements[0];
  return (
    <ScrollArea h="100%" type="auto">
      {/* Leaving any field ends its run of arrow steps: one undo step per field edit. */}
      <Stack gap="sm" p="sm" onBlur={onGestureEnd}>
        {!first ? (
          <SceneDurationFields document={document} onChange={onChange} />
        ) : (
          <>
            <Text fw={600} size="sm" truncate>
              {elements.length === 1 ? first.name || first.type : `${elements.length} layers`}
            </Text>
            {elements.some((el) => el.locked) && (
              <Text size="xs" c="dimmed">
                Unlock the layer to change it.
              </Text>
            )}
            <TransformFields document={document} elements={elements} time={time} onChange={onChange} />
            {elements.every((el) => StyledTypes.includes(el.type)) && (
              <>
                <Divider />
                <StyleFields document={document} elements={elements} onChange={onChange} />
              </>
            )}
            <Divider />
            <TimingFields document={document} elements={elements} onChange={onChange} />
          </>
        )}
      </Stack>
    </ScrollArea>
  );
}
