// The kit view's search box and sort: search-as-you-type on name, kits and tags (spec section 7).
import { CloseButton, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { isKitSort, SORT_OPTIONS } from './kitSearch';
import type { KitSearch } from './useKitSearch';

export function SearchBar({ search, inAll }: { search: KitSearch; inAll: boolean }) {
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" role="search">
      <TextInput
        flex={1}
        miw={200}
        size="sm"
        label={inAll ? 'Search all files' : 'Search this kit'}
        placeholder="Name, kit or tag"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search.text}
        onChange={(e) => search.setText(e.currentTarget.value)}
        rightSection={search.text ? <CloseButton size="sm" aria-label="Clear search" onClick={() => search.setText('')} /> : null}
      />
      <Select
        w={160}
        size="sm"
        label="Sort by"
        placeholder={search.text.trim() ? 'Best match' : 'Kit order'}
        clearable
        data={SORT_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
        value={search.sort}
        onChange={(v) => search.setSort(isKitSort(v) ? v : null)}
      />
    </Group>
  );
}
