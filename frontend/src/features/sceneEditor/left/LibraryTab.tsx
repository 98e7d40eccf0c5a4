// Library: images and symbols kept from earlier selections (/scene/getEditorAssets). "Keep selection"
// saves the selected elements; a click puts a copy on the stage; checked ones can be removed.
import { useState } from 'react';
import { Button, Checkbox, Group, Loader, SegmentedControl, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { EditorAsset, EditorElement, SceneDocument } from '@wb/contracts';
import { useAppDispatch } from '../../../app/hooks';
import { libraryAssetSaveRequested, libraryAssetsDeleteRequested } from '../state/editorRequests';
import { findElement, pasteElements } from '../ops';
import { newId } from '../panels/types';
import { useEditorAssetsQuery } from '../state/editorApi';

interface Props {
  document: SceneDocument;
  selectedIds: string[];
  onChange(next: SceneDocument, label: string): void;
  onSelect(ids: string[]): void;
}

/** A kept asset is the element list it was saved from; anything else stored there is not placed. */
const elementsOf = (asset: EditorAsset): EditorElement[] =>
  Array.isArray(asset.svgson) ? (asset.svgson as EditorElement[]).filter((e) => typeof e === 'object' && e !== null && 'id' in e && 'type' in e) : [];

export function LibraryTab({ document, selectedIds, onChange, onSelect }: Props) {
  const dispatch = useAppDispatch();
  const [type, setType] = useState<'image' | 'symbol'>('image');
  const [name, setName] = useState('');
  const [checked, setChecked] = useState<string[]>([]);
  const { data, isError } = useEditorAssetsQuery(undefined);
  const selected = selectedIds.map((id) => findElement(document, id)).filter((e): e is EditorElement => e !== null);
  const assets = (data?.assets ?? []).filter((a) => a.type === type);
  const place = (asset: EditorAsset) => {
    const pasted = pasteElements(document, elementsOf(asset), newId);
    if (pasted.ids.length === 0) return;
    onChange(pasted.document, `Add ${asset.name}`);
    onSelect(pasted.ids);
  };
  return (
    <Stack gap="sm" p="sm">
      <SegmentedControl
        size="xs"
        value={type}
        onChange={(v) => setType(v === 'symbol' ? 'symbol' : 'image')}
        data={[
          { value: 'image', label: 'Images' },
          { value: 'symbol', label: 'Symbols' },
        ]}
      />
      <Group gap={6} align="flex-end" wrap="nowrap">
        <TextInput size="xs" style={{ flex: 1 }} label="Keep the selection as" placeholder="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <Button
          size="xs"
          disabled={selected.length === 0 || name.trim() === ''}
          onClick={() => {
            dispatch(libraryAssetSaveRequested({ name: name.trim(), svgson: selected, type }));
            setName('');
          }}
        >
          Keep
        </Button>
      </Group>
      {isError && (
        <Text size="sm" c="red">
          The Library could not be read.
        </Text>
      )}
      {!data && !isError && <Loader size="sm" />}
      {data && assets.length === 0 && (
        <Text size="sm" c="dimmed">
          Nothing kept yet. Select elements, name them and press Keep.
        </Text>
      )}
      {assets.map((asset) => (
        <Group key={asset.assetID} gap={6} wrap="nowrap">
          <Checkbox
            aria-label={`Choose ${asset.name}`}
            checked={checked.includes(asset.assetID)}
            onChange={(e) => setChecked(e.currentTarget.checked ? [...checked, asset.assetID] : checked.filter((id) => id !== asset.assetID))}
          />
          <UnstyledButton onClick={() => place(asset)} style={{ flex: 1 }} aria-label={`Add ${asset.name} to the scene`}>
            <Text size="sm" lineClamp={1}>
              {asset.name}
            </Text>
            <Text size="xs" c="dimmed">
              {elementsOf(asset).length} element(s)
            </Text>
          </UnstyledButton>
        </Group>
      ))}
      {checked.length > 0 && (
        <Button
          size="xs"
          color="red"
          variant="light"
          onClick={() => {
            dispatch(libraryAssetsDeleteRequested(checked));
            setChecked([]);
          }}
        >
          Remove {checked.length} from the Library
        </Button>
      )}
    </Stack>
  );
}
