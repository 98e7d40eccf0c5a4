// Whether two frame nodes draw the same: lets React skip the elements that did not change between two
// frames (most of a scene, most of the time), so a frame costs about its animated elements only.
import type { FrameNode } from '../model/frame';
import type { ResolvedProps } from '../model/elementState';

const sameProps = (a: ResolvedProps, b: ResolvedProps): boolean =>
  a.translateX === b.translateX &&
  a.translateY === b.translateY &&
  a.scaleX === b.scaleX &&
  a.scaleY === b.scaleY &&
  a.rotate === b.rotate &&
  a.skewX === b.skewX &&
  a.skewY === b.skewY &&
  a.opacity === b.opacity &&
  a.width === b.width &&
  a.height === b.height &&
  a.dashoffset === b.dashoffset &&
  a.progress === b.progress &&
  a.pathProgress === b.pathProgress;

const sameList = (a: readonly FrameNode[], b: readonly FrameNode[]): boolean => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i];
    const y = b[i];
    if (!x || !y || !sameNode(x, y)) return false;
  }
  return true;
};

export const sameNode = (a: FrameNode, b: FrameNode): boolean => a === b || (a.element === b.element && sameProps(a.props, b.props) && sameList(a.children, b.children) && sameList(a.clip, b.clip));
