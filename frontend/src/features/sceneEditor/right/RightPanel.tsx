// The right panel: Properties (the panels' component), Notes, Comments (badge of open comments; the
// review area's panel) and Errors (only when there are errors, with their count).
import { useState, type ReactNode } from 'react';
import { Badge, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import type { EditorError } from './editorErrors';
import { CommentsTab } from './CommentsTab';
import { NotesTab } from './NotesTab';

const scrolls = { flex: 1, minHeight: 0, overflowY: 'auto' } as const;

export function RightPanel({
  properties,
  notes,
  onNotesChange,
  openComments,
  errors,
  onErrorChosen,
}: {
  properties: ReactNode;
  notes: string;
  onNotesChange(html: string): void;
  openComments: number;
  errors: EditorError[];
  onErrorChosen(error: EditorError): void;
}) {
  const [tab, setTab] = useState<string | null>('properties');
  const shown = tab === 'errors' && errors.length === 0 ? 'properties' : tab;
  return (
    <Tabs value={shown} onChange={setTab} keepMounted={false} style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Tabs.List grow style={{ flexWrap: 'nowrap' }}>
        <Tabs.Tab value="properties" fz="xs" px={6}>
          Properties
        </Tabs.Tab>
        <Tabs.Tab value="notes" fz="xs" px={6}>
          Notes
        </Tabs.Tab>
        <Tabs.Tab
          value="comments"
          fz="xs"
          px={6}
          rightSection={
            openComments > 0 ? (
              <Badge size="xs" color="red" circle>
                {openComments}
              </Badge>
            ) : null
          }
        >
          Comments
        </Tabs.Tab>
        {errors.length > 0 && (
          <Tabs.Tab
            value="errors"
            fz="xs"
            px={6}
            color="red"
            rightSection={
              <Badge size="xs" color="red" circle>
                {errors.length}
              </Badge>
            }
          >
            Errors
          </Tabs.Tab>
        )}
      </Tabs.List>
      <Tabs.Panel value="properties" style={scrolls}>
        {properties}
      </Tabs.Panel>
      <Tabs.Panel value="notes" p="sm" style={scrolls}>
        <NotesTab notes={notes} onChange={onNotesChange} />
      </Tabs.Panel>
      <Tabs.Panel value="comments" p="sm" style={scrolls}>
        <CommentsTab />
      </Tabs.Panel>
      <Tabs.Panel value="errors" p="sm" style={scrolls}>
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {errors.map((error) => (
            <li key={error.id}>
              {error.elementID ? (
                <UnstyledButton onClick={() => onErrorChosen(error)} title="Select the element">
                  <Text size="sm" c="red">
                    {error.message}
                  </Text>
                </UnstyledButton>
              ) : (
                <Text size="sm" c="red">
                  {error.message}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
