// The active file's viewer: the video viewer, or the image viewer (also for SVGs, shown as an image),
// with the selected comment's drawing laid over the media; an older version says so.
import { Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { Messages, type Annotation, type ReviewFile } from '@wb/contracts';
import { AnnotationLayer, type Drawing } from '../review';
import type { Size } from './fittedBox';
import { ImageViewer } from './ImageViewer';
import type { ShownVersion } from './reviewState';
import { videoSourceOf } from './reviewState';
import { VideoViewer, type CommentMarker } from './VideoViewer';

interface Props {
  file: ReviewFile;
  shown: ShownVersion;
  /** Shows the current version instead of the older one. */
  onShowCurrent(): void;
  /** Why an older version is shown ('Made on version N'), or null. */
  showsCommentVersion: boolean;
  markers: readonly CommentMarker[];
  selectedCommentID: string | null;
  shapes: readonly Annotation[];
  /** The drawing in progress, drawn over the media while the comment panel is open. */
  drawing: Drawing | undefined;
  seek: { frame: number; key: string } | null;
  onMarker(commentID: string): void;
  onFrame(frame: number): void;
}

export function FileViewer({ file, shown, onShowCurrent, showsCommentVersion, markers, selectedCommentID, shapes, drawing, seek, onMarker, onFrame }: Props) {
  // The 1000x1000 drawing stage scaled to the media's box (data-annotation-shapes: what it shows).
  const overlay = (box: Size) => (
    <div data-annotation-shapes={shapes.length} style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}>
      <AnnotationLayer width={box.width} height={box.height} shown={shapes} drawing={drawing} />
    </div>
  );
  const source = file.type === 'video' ? videoSourceOf(file, shown) : null;
  return (
    <Stack gap="sm">
      {shown.version !== file.version && (
        <Alert color="yellow" variant="light" data-version-note={shown.version}>
          <Text size="sm">
            {showsCommentVersion ? `Made on version ${shown.version} — the current version is ${file.version}` : `Version ${shown.version} — the current version is ${file.version}`}
            {' · '}
            <Anchor component="button" type="button" onClick={onShowCurrent} size="sm" fw={700} c="dark.9" underline="always" data-see-current>
              See the current version
            </Anchor>
          </Text>
        </Alert>
      )}
      {source === null ? (
        <ImageViewer key={shown.url} src={shown.url} name={file.name} overlay={overlay} />
      ) : source.kind === 'play' ? (
        <VideoViewer
          key={source.url}
          src={source.url}
          poster={source.poster}
          mediaSize={file.media?.width && file.media.height ? { width: file.media.width, height: file.media.height } : null}
          markers={markers}
          selectedCommentID={selectedCommentID}
          onMarker={onMarker}
          seek={seek}
          onFrame={onFrame}
          overlay={overlay}
        />
      ) : (
        <Center h="min(62vh, 620px)" mih={200} bg="gray.1" style={{ borderRadius: 8 }} data-media-state={source.kind}>
          <Stack align="center" gap="xs">
            {source.kind === 'preparing' && <Loader size="sm" aria-hidden />}
            <Text c="gray.8" role="status">
              {source.kind === 'preparing' ? 'Preparing a playable copy...' : Messages.mediaFailed}
            </Text>
          </Stack>
        </Center>
      )}
    </Stack>
  );
}
