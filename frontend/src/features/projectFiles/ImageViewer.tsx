// The image viewer (spec 002 "File review screens": zoom and pan), also for SVGs: an SVG is shown as an
// <img>, never as inline markup, so its scripts and links never run in the page. Wheel or the buttons
// zoom, a drag pans, + / - / 0 work while the viewer has the focus.
import { ActionIcon, Box, Group, Text, Tooltip } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fittedBox, type Size } from './fittedBox';
import { FITTED, panBy, wheelFactor, zoomAbout, type View } from './zoomPan';

interface Props {
  src: string;
  name: string;
  /** Laid over the image's box (the annotation layer), given that box's size before zooming. */
  overlay(box: Size): ReactNode;
}

export function ImageViewer({ src, name, overlay }: Props) {
  const { ref: sizeRef, width, height } = useElementSize<HTMLDivElement>();
  const [frameEl, setFrameEl] = useState<HTMLDivElement | null>(null);
  const frameRef = useMergedRef(sizeRef, setFrameEl);
  const [natural, setNatural] = useState<Size | null>(null);
  const [failed, setFailed] = useState(false);
  const [view, setView] = useState<View>(FITTED);
  const drag = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    setView(FITTED);
    setFailed(false);
  }, [src]);

  // The wheel zooms about the pointer; a passive listener could not keep the page from scrolling.
  useEffect(() => {
    const el = frameEl;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = el.getBoundingClientRect();
      setView((v) => zoomAbout(v, wheelFactor(e.deltaY), e.clientX - r.left - r.width / 2, e.clientY - r.top - r.height / 2));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [frameEl]);

  const box = fittedBox({ width, height }, natural);
  const zoom = (factor: number) => setView((v) => zoomAbout(v, factor, 0, 0));

  return (
    <Box>
      <Box
        ref={frameRef}
        tabIndex={0}
        role="group"
        aria-label={`${name}: drag to pan, the wheel or + and - to zoom, 0 to fit`}
        data-image-viewer
        h="min(62vh, 620px)"
        mih={200}
        bg="gray.1"
        onKeyDown={(e) => {
          if (e.key === '+' || e.key === '=') zoom(1.2);
          else if (e.key === '-') zoom(1 / 1.2);
          else if (e.key === '0') setView(FITTED);
          else return;
          e.preventDefault();
        }}
        onPointerDown={(e) => {
          drag.current = { x: e.clientX, y: e.clientY };
          e.currentTarget.setPointerCapture(e.pointerId);
        }}
        onPointerMove={(e) => {
          const from = drag.current;
          if (!from) return;
          drag.current = { x: e.clientX, y: e.clientY };
          setView((v) => panBy(v, e.clientX - from.x, e.clientY - from.y));
        }}
        onPointerUp={() => {
          drag.current = null;
        }}
        style={{
          position: 'relative',
          overflow: 'hidden',
          borderRadius: 8,
          cursor: drag.current ? 'grabbing' : 'grab',
          touchAction: 'none',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {failed ? (
          <Text c="gray.8">This file could not be shown.</Text>
        ) : (
          <Box
            pos="relative"
            w={box.width}
            h={box.height}
            data-zoom={view.scale}
            style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`, transformOrigin: 'center', flex: 'none' }}
          >
            <img
              src={src}
              alt={name}
              draggable={false}
              onLoad={(e) => setNatural({ width: e.currentTarget.naturalWidth || 1000, height: e.currentTarget.naturalHeight || 1000 })}
              onError={() => setFailed(true)}
              style={{ width: '100%', height: '100%', display: 'block', userSelect: 'none' }}
            />
            {overlay(box)}
          </Box>
        )}
      </Box>
      <Group gap={4} mt="xs">
        <Tooltip label="Zoom in (+)">
          <ActionIcon variant="subtle" color="gray.8" aria-label="Zoom in" onClick={() => zoom(1.2)}>
            <IconZoomIn size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Zoom out (-)">
          <ActionIcon variant="subtle" color="gray.8" aria-label="Zoom out" onClick={() => zoom(1 / 1.2)}>
            <IconZoomOut size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Fit (0)">
          <ActionIcon variant="subtle" color="gray.8" aria-label="Fit to the view" onClick={() => setView(FITTED)}>
            <IconZoomReset size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Text size="xs" c="gray.7" ml="xs">
          {Math.round(view.scale * 100)}%
        </Text>
      </Group>
    </Box>
  );
}
