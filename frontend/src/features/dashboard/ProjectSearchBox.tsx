import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { searchTextChanged, selectSearchText } from './dashboardSlice';

/** The dashboard's project search; the sagas wait 500 ms after the last keystroke before asking. */
export function ProjectSearchBox() {
  const dispatch = useAppDispatch();
  const searchText = useAppSelector(selectSearchText);
  return (
    <TextInput
      aria-label="Search projects"
      placeholder="Search projects"
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={searchText ? <CloseButton size="sm" aria-label="Clear search" onClick={() => dispatch(searchTextChanged(''))} /> : null}
      value={searchText}
      onChange={(e) => dispatch(searchTextChanged(e.currentTarget.value))}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && searchText) dispatch(searchTextChanged(''));
      }}
    />
  );
}
