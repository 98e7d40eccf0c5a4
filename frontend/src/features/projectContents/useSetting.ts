// What a section of the contents page needs to change a setting: whether the user may edit the
// project, whether the setting waits for the server, how many times it was saved, and the dispatch.
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCurrentUser, selectHasGrant } from '../auth/authSlice';
import type { ContentsCommand } from './contentsCommands';
import { contentsCommandRequested, selectProjectContents, type ContentsSetting } from './contentsSlice';

export const useSetting = (setting: ContentsSetting) => {
  const dispatch = useAppDispatch();
  const canEdit = useAppSelector(selectHasGrant('content.projects-edit'));
  const { pending, saved } = useAppSelector(selectProjectContents);
  const send = useCallback((command: ContentsCommand) => dispatch(contentsCommandRequested({ setting, command })), [dispatch, setting]);
  return { canEdit, pending: pending[setting] === true, saved: saved[setting] ?? 0, send };
};

/** The signed-in user's id, or null. */
export const useMyUserID = (): number | null => useAppSelector(selectCurrentUser)?.userID ?? null;
