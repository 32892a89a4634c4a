import { COMMON_MESSAGES } from '@handlehub/shared/common-messages';
import { Center, Loader, Text } from '@mantine/core';
import type { InfiniteList } from './use-infinite-list';

/** What follows a paged list: the sentinel that loads more, a spinner, the end text or the error text. */
export function InfiniteListFooter<T>({ list, endText }: { list: InfiniteList<T>; endText: string }) {
  return (
    <>
      <div ref={list.sentinelRef} aria-hidden="true" style={{ height: 1 }} />
      <Center py="md" mih={56} aria-live="polite">
        {list.isLoading ? (
          <Loader role="status" aria-label="Loading" />
        ) : list.isError ? (
          <Text c="red.7">{COMMON_MESSAGES.listFailed}</Text>
        ) : list.isEnd ? (
          <Text c="dimmed">{endText}</Text>
        ) : null}
      </Center>
    </>
  );
}
