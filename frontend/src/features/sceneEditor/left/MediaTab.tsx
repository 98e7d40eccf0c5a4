// Media: Images from the asset library's editor search (up to 50 jpeg, jpg, png, svg), and Text
// blocks. A click puts the image or text on the stage at the playhead.
import { useState } from 'react';
import { Button, Image, Loader, SegmentedControl, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AssetFile, SceneDocument } from '@wb/contracts';
import { addImage, addSizedText } from '../stage/elementOps';
import { useEditorImageSearchQuery } from '../state/editorApi';

interface Props {
  document: SceneDocument;
  time: number;
  onChange(next: SceneDocument, label: string): void;
  onSelect(ids: string[]): void;
}

const naturalSize = (src: string): Promise<{ width: number; height: number }> =>
  new Promise((resolve) => {
    const img = new window.Image();
    img.onload = () => resolve({ width: img.naturalWidth || 400, height: img.naturalHeight || 300 });
    img.onerror = () => resolve({ width: 400, height: 300 });
    img.src = src;
  });

function ImageResults({ text, onPick }: { text: string; onPick(file: AssetFile): void }) {
  const { data, isFetching, isError } = useEditorImageSearchQuery({ text });
  if (isError)
    return (
      <Text size="sm" c="red">
        The images could not be searched.
      </Text>
    );
  if (!data) return <Loader size="sm" />;
  if (data.files.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No images found
      </Text>
    );
  return (
    <SimpleGrid cols={2} spacing={6} style={{ opacity: isFetching ? 0.6 : 1 }}>
      {data.files.map((file) => (
        <UnstyledButton
          key={file.fileID}
          onClick={() => onPick(file)}
          aria-label={`Add image ${file.name}`}
          title={file.name}
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4, padding: 4 }}
        >
          <Image src={file.data.url} alt={file.name} h={70} fit="contain" />
          <Text size="xs" lineClamp={1}>
            {file.name}
          </Text>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}

export function MediaTab({ document, time, onChange, onSelect }: Props) {
  const [kind, setKind] = useState<'images' | 'text'>('images');
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search, 250);
  const pick = async (file: AssetFile) => {
    const size = await naturalSize(file.data.url);
    const made = addImage(document, { src: file.data.url, fileID: file.fileID, name: file.name, ...size }, time);
    onChange(made.document, 'Add image');
    onSelect([made.element.id]);
  };
  const addTextBlock = (fontSize: number, words: string) => {
    const made = addSizedText(document, fontSize, words, time);
    onChange(made.document, 'Add text');
    onSelect([made.element.id]);
  };
  return (
    <Stack gap="sm" p="sm">
      <SegmentedControl
        size="xs"
        value={kind}
        onChange={(v) => setKind(v === 'text' ? 'text' : 'images')}
        data={[
          { value: 'images', label: 'Images' },
          { value: 'text', label: 'Text' },
        ]}
      />
      {kind === 'images' ? (
        <>
          <TextInput size="xs" placeholder="Search images" aria-label="Search images" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
          <ImageResults text={text} onPick={(file) => void pick(file)} />
        </>
      ) : (
        <Stack gap={6}>
          <Button variant="default" size="sm" onClick={() => addTextBlock(96, 'Heading')}>
            Add a heading
          </Button>
          <Button variant="default" size="sm" onClick={() => addTextBlock(64, 'New text')}>
            Add body text
          </Button>
          <Button variant="default" size="sm" onClick={() => addTextBlock(40, 'Small text')}>
            Add small text
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
