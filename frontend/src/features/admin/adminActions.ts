import { createAction } from '@reduxjs/toolkit';

/** An admin section is on screen: it loads its table. */
export const adminSectionOpened = createAction<string>('admin/sectionOpened');
