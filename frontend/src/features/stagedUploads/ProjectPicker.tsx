import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { ProjectStatus } from '@wb/contracts';
import type { StagedProject } from './stagedModel';
import { useStagedProjectSearchQuery } from './stagedApi';
import { knownNames, SearchPicker } from './SearchPicker';

/** Projects found by name as one types (debounced 500 ms, spec section 9); the chosen ones stay listed. */
export function ProjectPicker({ fileName, value, onChange }: { fileName: string; value: readonly StagedProject[]; onChange: (p: StagedProject[]) => void }) {
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), 500);
  const { data } = useStagedProjectSearchQuery({ text, start: 0, count: 20, sortBy: 'name', status: [ProjectStatus.Active], filter: 'all' }, { skip: text === '' });
  const known = knownNames(
    value.map((p) => [p.projectID, p.name]),
    (data?.projects ?? []).map((p) => [p.projectID, p.name]),
  );
  return (
    <SearchPicker
      label="Projects"
      ariaLabel={`Projects of ${fileName}`}
      placeholder={value.length ? undefined : 'Type to find a project'}
      search={search}
      onSearchChange={setSearch}
      nothingFoundMessage={text ? 'No results found' : undefined}
      data={[...known].map(([projectID, name]) => ({ value: projectID, label: name }))}
      value={value.map((p) => p.projectID)}
      onChange={(ids) => onChange(ids.map((projectID) => ({ projectID, name: known.get(projectID) ?? projectID })))}
    />
  );
}
