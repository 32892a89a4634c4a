import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';

export interface InfiniteListOptions<T> {
  queryKey: QueryKey;
  /** Fetches one page (from 1); must pass `signal` on so a superseded request is cancelled. */
  fetchPage: (page: number, signal: AbortSignal) => Promise<T[]>;
  /** Identity of an item: pages are numbered, so someone joining mid-scroll can push an item onto the next page again. */
  keyOf: (item: T) => string;
  enabled?: boolean;
  gcTime?: number;
}

export interface InfiniteList<T> {
  items: T[];
  /** Put on an element right after the last item: when it scrolls into view the next page loads. */
  sentinelRef: (element: HTMLElement | null) => void;
  isLoading: boolean;
  isError: boolean;
  /** A page came back empty: there is nothing more to load. */
  isEnd: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * A paged list that loads the next page while its end scrolls into view, and stops after the first
 * empty page.
 */
export function useInfiniteList<T>({
  queryKey,
  fetchPage,
  keyOf,
  enabled = true,
  gcTime,
}: InfiniteListOptions<T>): InfiniteList<T> {
  const query = useInfiniteQuery({
    queryKey,
    enabled,
    ...(gcTime === undefined ? {} : { gcTime }),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.length === 0 ? undefined : lastPageParam + 1,
  });
  const { data, hasNextPage, isFetching, isError, fetchNextPage, refetch } = query;
  const items = useMemo(() => uniqueBy(data?.pages.flat() ?? [], keyOf), [data, keyOf]);
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const sentinelRef = useCallback((element: HTMLElement | null) => setSentinel(element), []);

  // Observing again after every page matters: if the new page does not fill the screen the end stays
  // in view, and a fresh observer reports that at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: items.length re-arms the observer after each page
  useEffect(() => {
    if (!sentinel || !hasNextPage || isFetching || isError) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, hasNextPage, isFetching, isError, fetchNextPage, items.length]);

  useEffect(() => {
    if (query.error) console.error('list page failed to load', query.error);
  }, [query.error]);

  return {
    items,
    sentinelRef,
    // A failed list asked again ('Try again') shows the spinner while it loads.
    isLoading: (query.isPending && isFetching) || query.isFetchingNextPage || (isError && isFetching),
    isError,
    isEnd: data !== undefined && !hasNextPage && !isError,
    refetch,
  };
}

function uniqueBy<T>(items: T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
