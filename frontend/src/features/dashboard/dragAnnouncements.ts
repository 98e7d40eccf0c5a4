import type { Active, Announcements, Over, ScreenReaderInstructions } from '@dnd-kit/core';

// What screen readers hear while a card is dragged to a folder. dnd-kit's defaults read out the
// internal drag ids ("project:5d96…"), so these speak of the project and folder names instead.

const nameOf = (item: Active | Over | null): string => {
  const name = item?.data.current?.['name'];
  return typeof name === 'string' && name !== '' ? name : 'the project';
};

const folderOf = (over: Over | null): string | null => {
  const name = over?.data.current?.['name'];
  return typeof name === 'string' && name !== '' ? name : null;
};

export const dragInstructions: ScreenReaderInstructions = {
  draggable:
    'To add this project to a folder, press Space or Enter to pick it up, use the arrow keys to go from ' +
    'folder to folder, and press Space or Enter to drop it; Escape cancels. Or select it and choose Add to folder.',
};

export const dragAnnouncements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${nameOf(active)}.`,
  onDragOver: ({ active, over }) => {
    const folder = folderOf(over);
    return folder ? `${nameOf(active)} is over the folder ${folder}.` : `${nameOf(active)} is not over a folder.`;
  },
  onDragEnd: ({ active, over }) => {
    const folder = folderOf(over);
    return folder ? `${nameOf(active)} was dropped on the folder ${folder}.` : `${nameOf(active)} was dropped outside the folders.`;
  },
  onDragCancel: ({ active }) => `Moving ${nameOf(active)} was cancelled.`,
};
