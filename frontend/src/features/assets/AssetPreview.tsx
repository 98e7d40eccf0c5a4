// A file's preview by type (spec 001 section 2): png, jpeg, jpg and svg as images; pdf, audio, video
// and text their own way; anything else 'No preview yet'. The image reports its own dimensions.
import { useEffect, useState } from 'react';
import { Center, Image, ScrollArea, Text } from '@mantine/core';
import { Messages } from '@wb/contracts';
import { previewKindOf } from './assetFormat';

export interface Dimensions {
  width: number;
  height: number;
}

function TextPreview({ url, height }: { url: string; height: number }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(url, { credentials: 'include', signal: controller.signal })
      .then((r) => r.text())
      .then((t) => setText(t.slice(0, 20_000)))
      .catch(() => setText(null));
    return () => controller.abort();
  }, [url]);
  return (
    <ScrollArea h={height}>
      <Text component="pre" size="xs" style={{ whiteSpace: 'pre-wrap' }}>
        {text ?? Messages.loadingText}
      </Text>
    </ScrollArea>
  );
}

function ImagePreview({ url, name, height, onDimensions }: { url: string; name: string; height: number; onDimensions?: ((d: Dimensions | null) => void) | undefined }) {
  const [broken, setBroken] = useState(false);
  if (broken)
    return (
      <Center h={120} bg="gray.0">
        <Text c="dimmed">The file could not be loaded.</Text>
      </Center>
    );
  return (
    <Image
      src={url}
      alt={`Preview of ${name}`}
      h={height}
      fit="contain"
      bg="gray.0"
      radius="sm"
      onError={() => setBroken(true)}
      onLoad={(e) => onDimensions?.({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
    />
  );
}

export function AssetPreview({ url, type, name, height = 220, onDimensions }: { url: string; type: string; name: string; height?: number; onDimensions?: (d: Dimensions | null) => void }) {
  const kind = previewKindOf(type);
  useEffect(() => {
    if (kind !== 'image' && kind !== 'svg') onDimensions?.(null);
  }, [kind, url, onDimensions]);
  switch (kind) {
    case 'image':
    case 'svg':
      return <ImagePreview key={url} url={url} name={name} height={height} onDimensions={onDimensions} />;
    case 'pdf':
      return <iframe src={url} title={`Preview of ${name}`} style={{ width: '100%', height, border: 0 }} />;
    case 'audio':
      return (
        <Center h={80}>
          <audio src={url} controls aria-label={`Preview of ${name}`} style={{ width: '100%' }} />
        </Center>
      );
    case 'video':
      return <video src={url} controls aria-label={`Preview of ${name}`} style={{ width: '100%', maxHeight: height }} />;
    case 'text':
      return <TextPreview url={url} height={height} />;
    default:
      return (
        <Center h={120} bg="gray.0">
          <Text c="dimmed">{Messages.noPreviewYet}</Text>
        </Center>
      );
  }
}
