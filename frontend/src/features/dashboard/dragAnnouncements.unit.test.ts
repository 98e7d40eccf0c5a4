import type { Active, Over } from '@dnd-kit/core';
import { dragAnnouncements } from './dragAnnouncements';

const active = { id: 'project:5d96', data: { current: { projectID: '5d96', name: 'The water cycle' } } } as unknown as Active;
const folder = { id: 'folder:f-1', data: { current: { projectGroupID: 'f-1', name: 'Biology' } } } as unknown as Over;

describe('what screen readers hear while a card is dragged', () => {
  it('names the project and the folder, never the internal drag ids', () => {
    const said = [dragAnnouncements.onDragStart({ active }), dragAnnouncements.onDragOver({ active, over: folder }), dragAnnouncements.onDragEnd({ active, over: folder })];
    expect(said).toEqual(['Picked up The water cycle.', 'The water cycle is over the folder Biology.', 'The water cycle was dropped on the folder Biology.']);
    for (const line of said) expect(line).not.toMatch(/project:|folder:/);
  });

  it('says when the card is not over a folder, or the drag was cancelled', () => {
    expect(dragAnnouncements.onDragOver({ active, over: null })).toBe('The water cycle is not over a folder.');
    expect(dragAnnouncements.onDragEnd({ active, over: null })).toBe('The water cycle was dropped outside the folders.');
    expect(dragAnnouncements.onDragCancel({ active, over: null })).toBe('Moving The water cycle was cancelled.');
  });
});
