// What the review screens (the project's files, public review, the scene editor) use of the review
// area: the comment panel, and the annotation layer with the drawing in progress for their viewers.
export { CommentPanel } from './panel/CommentPanel';
export { AnnotationLayer } from './annotations/AnnotationLayer';
export { useDrawing, type Drawing } from './annotations/useDrawing';
export type { PanelComment } from './comments/model';
export { useSceneComments } from './comments/useSceneComments';
export type { ReviewSource } from './comments/sources';
