// The box a medium of this aspect takes inside a frame (object-fit: contain), in px: the annotation
// layer is laid over exactly this box, so the 1000x1000 stage maps onto the media and nothing else.

export interface Size {
  width: number;
  height: number;
}

export const fittedBox = (frame: Size, media: Size | null): Size => {
  if (!media || media.width <= 0 || media.height <= 0 || frame.width <= 0 || frame.height <= 0) return { width: frame.width, height: frame.height };
  const scale = Math.min(frame.width / media.width, frame.height / media.height);
  return { width: Math.floor(media.width * scale), height: Math.floor(media.height * scale) };
};
