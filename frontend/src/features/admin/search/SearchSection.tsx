import { Alert } from '@mantine/core';
import { IconBarrierBlock } from '@tabler/icons-react';
import { SectionHeader } from '../../../shared/SectionHeader';

/** Spec 001: the search tab holds "only an under-construction notice". */
export function SearchSection() {
  return (
    <>
      <SectionHeader title="Search" />
      <Alert color="yellow" icon={<IconBarrierBlock size={18} aria-hidden />} title="Under construction">
        The search admin tab is under construction: there is nothing to manage here yet.
      </Alert>
    </>
  );
}
