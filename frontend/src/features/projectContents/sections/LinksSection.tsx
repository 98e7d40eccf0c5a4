import { useEffect, useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { linkRefusalCleared, selectProjectContents } from '../contentsSlice';
import type { ContentsSectionProps } from '../contentsSections';
import { useSetting } from '../useSetting';

/** What a link is (the spec leaves the types open: docs/decisions/projectContents.md). */
export const LINK_TYPES = ['link', 'document', 'video', 'folder', 'board'] as const;

const isWebAddress = (url: string): boolean => /^https?:\/\/[^\s/]+/i.test(url);

/** The project's links {type, url, name}: add (name and URL needed; a URL once per project) and remove (spec 000 sections 2, 5, 8). */
export function LinksSection({ project }: ContentsSectionProps) {
  const dispatch = useAppDispatch();
  const { projectID } = project;
  const { canEdit, pending, saved, send } = useSetting('link');
  const { linkRefusal } = useAppSelector(selectProjectContents);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [type, setType] = useState<string>('link');
  useEffect(() => {
    setName('');
    setUrl('');
  }, [saved]);
  useEffect(() => {
    dispatch(linkRefusalCleared());
  }, [dispatch, projectID]);
  const ready = name.trim() !== '' && url.trim() !== '';
  const urlProblem = url.trim() !== '' && !isWebAddress(url.trim()) ? 'An address starting http:// or https://' : null;
  const { links } = project.data;

  return (
    <Stack gap="sm">
      {links.length === 0 ? (
        <Text c="dimmed">No links yet.</Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Project links">
          {links.map((link) => (
            <Group key={link.url} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                <Badge size="xs" variant="light" tt="none">
                  {link.type}
                </Badge>
                <Anchor href={link.url} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {link.name} <IconExternalLink size={12} aria-hidden />
                </Anchor>
              </Group>
              {canEdit && (
                <ActionIcon variant="subtle" color="red" aria-label={`Remove link ${link.name}`} disabled={pending} onClick={() => send({ call: 'removeLink', input: { projectID, url: link.url } })}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {canEdit && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (ready && !urlProblem) send({ call: 'addLink', input: { projectID, link: { type, name: name.trim(), url: url.trim() } } });
          }}
        >
          <Stack gap="xs">
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput label="Link name" value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={200} style={{ flex: '1 1 140px' }} />
              <TextInput label="URL" type="url" value={url} onChange={(e) => setUrl(e.currentTarget.value)} maxLength={2000} error={urlProblem} style={{ flex: '2 1 200px' }} />
              <Select label="Type" data={[...LINK_TYPES]} value={type} onChange={(v) => setType(v ?? 'link')} allowDeselect={false} w={120} />
            </Group>
            <Group justify="space-between" align="center">
              <Text size="sm" c="red.9" role="alert" data-testid="link-refusal">
                {linkRefusal ?? ''}
              </Text>
              <Button type="submit" disabled={!ready || urlProblem !== null} loading={pending}>
                Add link
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
