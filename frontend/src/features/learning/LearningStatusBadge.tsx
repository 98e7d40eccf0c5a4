import { Badge, Skeleton } from '@mantine/core';
import { LearnLinkStatus } from '@wb/contracts';
import { useLinkedStatusQuery } from './learningApi';

/** A project's learning-site status as cards and the contents page show it (spec 000 sections 5 and 9). */
const LABEL: Readonly<Record<LearnLinkStatus, string>> = { 1: 'Live', 0: 'Draft', [-1]: 'Not linked' };
// Filled dark teal for live, grey for the rest: the words keep their contrast (axe) at a badge's small size.
const LOOK = { 1: { variant: 'filled', color: 'teal.9', c: 'white' }, 0: { variant: 'light', color: 'gray', c: 'dark.7' }, [-1]: { variant: 'outline', color: 'gray.7', c: 'gray.8' } } as const;

export function LearnStatusBadge({ status, size = 'sm' }: { status: LearnLinkStatus; size?: 'xs' | 'sm' }) {
  return (
    <Badge size={size} {...LOOK[status]} data-testid="learning-status" data-status={status}>
      {LABEL[status]}
    </Badge>
  );
}

/** The status of the project's link, read from the learning read model (the site is not asked); nothing when it cannot be read. */
export function LearningStatusBadge({ projectID }: { projectID: string }) {
  const status = useLinkedStatusQuery({ projectID });
  if (status.isLoading) return <Skeleton h={18} w={70} radius="xl" />;
  if (!status.data) return null;
  return <LearnStatusBadge status={status.data.status} />;
}

/** The card's mark of a linked project (Live or Draft); a card without a link shows none, so the grid stays quiet. */
export function CardLearnStatus({ status }: { status: LearnLinkStatus | undefined }) {
  if (status === undefined || status === LearnLinkStatus.notLinked) return null;
  return <LearnStatusBadge status={status} size="xs" />;
}
