import { useMemo, useState } from 'react';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Limits } from '@wb/contracts';
import { useAppSelector } from '../../../app/hooks';
import { selectHasGrant } from '../../auth/authSlice';
import { useResourceProjectSearchQuery } from './resourcesApi';

export interface PickedProject {
  projectID: string;
  name: string;
}

/**
 * The projects a resource is linked to: search-as-you-type over project names. Finding projects needs
 * content.projects-view; without it the picker keeps the links there are and says why it cannot add.
 */
export function ProjectPicker({ value, onChange }: { value: PickedProject[]; onChange: (projects: PickedProject[]) => void }) {
  const canSearch = useAppSelector(selectHasGrant('content.projects-view'));
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), Limits.requestDebounceMs);
  const { data } = useResourceProjectSearchQuery({ text, start: 0, count: 20, sortBy: 'name', status: [1], filter: 'all' }, { skip: !canSearch || text === '' });
  const found = data?.projects ?? [];
  const options = useMemo(() => {
    const byID = new Map(value.map((p) => [p.projectID, p.name]));
    for (const p of found) if (!byID.has(p.projectID)) byID.set(p.projectID, p.name);
    return [...byID].map(([id, name]) => ({ value: id, label: name }));
  }, [value, found]);
  const names = new Map(options.map((o) => [o.value, o.label]));

  return (
    <MultiSelect
      label="Projects"
      placeholder={canSearch ? 'Type to find a project' : undefined}
      description={canSearch ? undefined : 'Finding projects needs the grant content.projects-view.'}
      data={options}
      value={value.map((p) => p.projectID)}
      onChange={(ids) => onChange(ids.map((projectID) => ({ projectID, name: names.get(projectID) ?? projectID })))}
      searchable={canSearch}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={text === '' ? undefined : 'No results found'}
      filter={({ options: all }) => all}
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
}
