// Keyset paging of a history: the first page, then each 'Load more' adds the page before the last
// entry shown (its cursor). Each page is a query of its own, so the live stream keeps every page shown
// current, and new events appear at the top of the first. A change of filters starts again (the parent
// keys this by its input).
import { Box, Button, Center, Loader, Text } from '@mantine/core';
import type { HistoryPage } from '@wb/contracts';
import { useMemo, useState, type ComponentType } from 'react';
import { HistoryEntryItem } from './HistoryEntryItem';

/** What a page's query hook answers, as the pages use it. */
export interface PageResult {
  data?: HistoryPage | undefined;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
}

/** A page of a history: `before` is undefined for the first. */
export interface PageProps<I> {
  input: I;
  before: string | undefined;
  children(result: PageResult): React.ReactNode;
}

/** A 403 answer: the screen says whose history this is instead of 'could not be loaded'. */
export const isRefused = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 403;

interface BodyProps {
  result: PageResult;
  first: boolean;
  last: boolean;
  refusal: string;
  showStream: boolean;
  onMore(next: string): void;
}

function PageBody({ result, first, last, refusal, showStream, onMore }: BodyProps) {
  const { data, isLoading, isError, error } = result;
  // The clock the relative times are read from: taken again with each answer, so an event the live
  // stream brings in later is not 'in a few seconds'.
  const now = useMemo(() => (data === undefined ? 0 : Date.now()), [data]);
  if (isLoading)
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Loading history" />
      </Center>
    );
  if (isError || !data)
    return (
      <Text c="red.8" py="sm" px={{ base: 'xs', sm: 'md' }} role="alert">
        {isRefused(error) ? refusal : 'The history could not be loaded.'}
      </Text>
    );
  const { next } = data;
  return (
    <>
      {first && data.entries.length === 0 && (
        <Text c="dimmed" py="md" ta="center">
          No events match these filters.
        </Text>
      )}
      {first && data.total !== undefined && data.entries.length > 0 && (
        <Text size="sm" c="gray.7" pb="xs" aria-live="polite">
          {data.total} event{data.total === 1 ? '' : 's'}
        </Text>
      )}
      {data.entries.length > 0 && (
        <Box component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.entries.map((entry, i) => (
            <HistoryEntryItem key={entry.position} entry={entry} now={now} first={first && i === 0} showStream={showStream} />
          ))}
        </Box>
      )}
      {last && next !== null && (
        <Center pt="sm">
          <Button variant="light" onClick={() => onMore(next)}>
            Load more
          </Button>
        </Center>
      )}
    </>
  );
}

/** `refusal`: what a 403 says; `showStream`: name each entry's stream (the audit trail). */
export function HistoryPages<I>({ input, Page, refusal, showStream = false }: { input: I; Page: ComponentType<PageProps<I>>; refusal: string; showStream?: boolean }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const pages: (string | undefined)[] = [undefined, ...cursors];
  return (
    <div>
      {pages.map((before, i) => (
        <Page key={before ?? 'first'} input={input} before={before}>
          {(result) => <PageBody result={result} first={i === 0} last={i === pages.length - 1} refusal={refusal} showStream={showStream} onMore={(next) => setCursors((c) => [...c, next])} />}
        </Page>
      ))}
    </div>
  );
}
