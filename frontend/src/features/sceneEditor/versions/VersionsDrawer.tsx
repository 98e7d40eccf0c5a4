// Versions: every saved version, newest first. Open one read-only (drawn at a chosen time), choose
// two to compare side by side, or Restore one, which saves it again as the newest version.
import { useState } from 'react';
import { Badge, Button, Checkbox, Drawer, Group, Loader, Modal, Slider, Stack, Table, Text } from '@mantine/core';
import { thumbnailTime, type SceneVersion } from '@wb/contracts';
import { useAppDispatch } from '../../../app/hooks';
import { versionRestoreRequested } from '../state/editorRequests';
import { useSceneVersionsQuery } from '../state/editorApi';
import { VersionPlayer, VersionPreview } from './DocumentPreview';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const describe = (v: SceneVersion) => `Version ${v.version} · ${v.elementCount} element${v.elementCount === 1 ? '' : 's'} · ${when(v.savedOn)}`;

/** One version, read-only, in the scene player. */
function OpenDialog({ sceneID, version, onClose }: { sceneID: string; version: SceneVersion; onClose(): void }) {
  return (
    <Modal opened onClose={onClose} title={`Version ${version.version} (read-only)`} size={1000} closeButtonProps={{ 'aria-label': 'Close the preview' }}>
      <Stack gap={4}>
        <VersionPlayer sceneID={sceneID} version={version.version} />
        <Text size="sm">{describe(version)}</Text>
      </Stack>
    </Modal>
  );
}

/** Two versions side by side at one time, drawn with SceneFrame. */
function CompareDialog({ sceneID, versions, onClose }: { sceneID: string; versions: SceneVersion[]; onClose(): void }) {
  const duration = Math.max(0, ...versions.map((v) => v.duration));
  // Opened where the scene's thumbnail is drawn (spec 002 section 9); the slider goes anywhere.
  const [time, setTime] = useState(thumbnailTime(duration));
  return (
    <Modal opened onClose={onClose} title={`Compare versions ${versions.map((v) => v.version).join(' and ')}`} size={1200} closeButtonProps={{ 'aria-label': 'Close the preview' }}>
      <Group align="flex-start" gap="md" wrap="nowrap">
        {versions.map((v) => (
          <Stack key={v.version} gap={4}>
            <VersionPreview sceneID={sceneID} version={v.version} time={time} width={560} />
            <Text size="sm">{describe(v)}</Text>
          </Stack>
        ))}
      </Group>
      <Stack gap={4} mt="md">
        <Text size="sm">At {seconds(time)}</Text>
        <Slider aria-label="Time in the preview" min={0} max={Math.max(duration, 1)} step={100} value={time} onChange={setTime} label={(v) => seconds(v)} />
      </Stack>
    </Modal>
  );
}

function PreviewDialog({ sceneID, versions, onClose }: { sceneID: string; versions: SceneVersion[]; onClose(): void }) {
  const [only] = versions;
  return versions.length === 1 && only ? <OpenDialog sceneID={sceneID} version={only} onClose={onClose} /> : <CompareDialog sceneID={sceneID} versions={versions} onClose={onClose} />;
}

export function VersionsDrawer({ sceneID, currentVersion, opened, onClose, unsaved }: { sceneID: string; currentVersion: number; opened: boolean; onClose(): void; unsaved: boolean }) {
  const dispatch = useAppDispatch();
  const { data, isFetching, isError } = useSceneVersionsQuery({ sceneID }, { skip: !opened, refetchOnMountOrArgChange: true });
  const [chosen, setChosen] = useState<number[]>([]);
  const [previewing, setPreviewing] = useState<SceneVersion[] | null>(null);
  const [restoring, setRestoring] = useState<SceneVersion | null>(null);
  const versions = data?.versions ?? [];
  const toggle = (version: number, on: boolean) => setChosen(on ? [...chosen.filter((v) => v !== version), version].slice(-2) : chosen.filter((v) => v !== version));
  return (
    <>
      <Drawer
        opened={opened}
        onClose={onClose}
        title="Versions"
        position="right"
        size={720}
        closeOnEscape={previewing === null && restoring === null}
        closeButtonProps={{ 'aria-label': 'Close the versions' }}
      >
        {isError && (
          <Text c="red" size="sm">
            The versions could not be read.
          </Text>
        )}
        {!data && isFetching && <Loader size="sm" />}
        {data && versions.length === 0 && (
          <Text size="sm" c="dimmed">
            This scene has not been saved yet.
          </Text>
        )}
        {versions.length > 0 && (
          <Stack gap="sm">
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                Choose two to compare them side by side.
              </Text>
              <Button size="xs" disabled={chosen.length !== 2} onClick={() => setPreviewing(versions.filter((v) => chosen.includes(v.version)).sort((a, b) => a.version - b.version))}>
                Compare
              </Button>
            </Group>
            <Table striped verticalSpacing={6} aria-label="Saved versions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  <Table.Th>Version</Table.Th>
                  <Table.Th>Saved</Table.Th>
                  <Table.Th>By</Table.Th>
                  <Table.Th>Elements</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {versions.map((v) => (
                  <Table.Tr key={v.version} data-version={v.version}>
                    <Table.Td>
                      <Checkbox aria-label={`Choose version ${v.version} to compare`} checked={chosen.includes(v.version)} onChange={(e) => toggle(v.version, e.currentTarget.checked)} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Text size="sm">{v.version}</Text>
                        {v.version === currentVersion && (
                          <Badge size="xs" variant="light" style={{ overflow: 'visible' }}>
                            current
                          </Badge>
                        )}
                        {v.restoredFrom !== null && (
                          <Badge size="xs" variant="outline" color="gray">
                            from {v.restoredFrom}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{when(v.savedOn)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{v.userName}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{v.elementCount}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button size="compact-xs" variant="default" onClick={() => setPreviewing([v])} aria-label={`Open version ${v.version}`}>
                          Open
                        </Button>
                        <Button size="compact-xs" variant="light" disabled={v.version === currentVersion} onClick={() => setRestoring(v)} aria-label={`Restore version ${v.version}`}>
                          Restore
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
      </Drawer>
      {previewing && <PreviewDialog sceneID={sceneID} versions={previewing} onClose={() => setPreviewing(null)} />}
      <Modal opened={restoring !== null} onClose={() => setRestoring(null)} title={`Restore version ${restoring?.version ?? ''}?`}>
        <Text size="sm">It becomes the newest version; every version stays in the list.{unsaved ? ' Changes not saved yet are dropped.' : ''}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setRestoring(null)}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              if (restoring) dispatch(versionRestoreRequested(restoring.version));
              setRestoring(null);
              onClose();
            }}
          >
            Restore
          </Button>
        </Group>
      </Modal>
    </>
  );
}
