// The project's scenes as they were, each with the document version saved last before the moment; that
// version plays read-only in the scene player on demand (the editor's Versions list draws it the same way).
import { Button, Stack, Table, Text } from '@mantine/core';
import type { AsOfScene } from '@wb/contracts';
import { useState } from 'react';
import { ScrollTable } from '../../shared/ScrollTable';
import { formatDate } from '../../shared/formatDate';
import { VersionPlayer } from '../sceneEditor/versions/DocumentPreview';
import { Section } from './Section';

const seconds = (ms: number): string => `${Math.round(ms / 100) / 10} s`;
const elements = (n: number): string => `${n} element${n === 1 ? '' : 's'}`;

export function ScenesSection({ scenes }: { scenes: readonly AsOfScene[] }) {
  const [shown, setShown] = useState<{ sceneID: string; version: number } | null>(null);
  const shownScene = scenes.find((s) => s.sceneID === shown?.sceneID && s.document?.version === shown.version);
  return (
    <Section title="Scenes" count={scenes.length} empty="No scenes then.">
      <Stack gap="sm">
        <ScrollTable label="Scenes" minWidth={620}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Length</Table.Th>
                <Table.Th>Document</Table.Th>
                <Table.Th>Saved by</Table.Th>
                <Table.Th>Notes</Table.Th>
                <Table.Th aria-label="Play" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {scenes.map((scene) => (
                <Table.Tr key={scene.sceneID}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{scene.name}</Table.Td>
                  <Table.Td>{seconds(scene.duration)}</Table.Td>
                  <Table.Td>{scene.document ? `Version ${scene.document.version}, ${elements(scene.document.elementCount)}` : 'Never saved'}</Table.Td>
                  <Table.Td>{scene.document ? `${scene.document.savedBy}, ${formatDate(scene.document.at)}` : ''}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{scene.notes}</Table.Td>
                  <Table.Td>
                    {scene.document && (
                      <Button size="xs" variant="light" onClick={() => setShown(scene.document ? { sceneID: scene.sceneID, version: scene.document.version } : null)}>
                        Play version {scene.document.version}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
        {shown && shownScene && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {shownScene.name}, version {shown.version}
            </Text>
            <VersionPlayer sceneID={shown.sceneID} version={shown.version} />
          </Stack>
        )}
      </Stack>
    </Section>
  );
}
