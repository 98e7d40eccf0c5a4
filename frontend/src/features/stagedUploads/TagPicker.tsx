import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { Messages } from '@wb/contracts';
import type { StagedTag } from './stagedModel';
import { useStagedTagSearchQuery } from './stagedApi';
import { knownNames, SearchPicker } from './SearchPicker';

const CREATE = '\u0000create:';

/** Tags found as one types; 'Create new tag' is offered when no tag has exactly that name (any case). */
export function TagPicker({ fileName, value, onChange, onCreate }: { fileName: string; value: readonly StagedTag[]; onChange: (t: StagedTag[]) => void; onCreate: (name: string) => void }) {
  const [search, setSearch] = useState('');
  const typed = search.trim();
  const [text] = useDebouncedValue(typed, 300);
  const { data, isFetching } = useStagedTagSearchQuery({ text }, { skip: text === '' });
  const known = knownNames(
    value.map((t) => [t.tagID, t.name]),
    (data?.tags ?? []).map((t) => [t.tagID, t.name]),
  );
  const exact = [...known.values()].some((name) => name.toLowerCase() === typed.toLowerCase());
  const offerCreate = typed !== '' && text === typed && !isFetching && !exact;
  const options = [...known].map(([tagID, name]) => ({ value: tagID, label: name }));
  if (offerCreate) options.push({ value: `${CREATE}${typed}`, label: `${Messages.createNewTag}: ${typed}` });
  return (
    <SearchPicker
      label="Tags"
      ariaLabel={`Tags of ${fileName}`}
      placeholder={value.length ? undefined : 'Type a tag'}
      search={search}
      onSearchChange={setSearch}
      data={options}
      value={value.map((t) => t.tagID)}
      onChange={(ids) => {
        const created = ids.find((id) => id.startsWith(CREATE));
        if (created) {
          onCreate(created.slice(CREATE.length));
          setSearch('');
          return;
        }
        onChange(ids.map((tagID) => ({ tagID, name: known.get(tagID) ?? tagID })));
      }}
    />
  );
}
