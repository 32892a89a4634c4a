import { COMMON_MESSAGES } from '@handlehub/shared/common-messages';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { InfiniteList } from './use-infinite-list';

/**
 * What follows a paged list: the sentinel that loads more, a spinner, the end text, or the error text with
 * 'Try again' (which asks for the pages again). `emptyText`, when given, replaces the end text of a list
 * that ended with nothing in it.
 */
export function InfiniteListFooter<T>({
  list,
  endText,
  emptyText,
}: {
  list: InfiniteList<T>;
  endText: string;
  emptyText?: ReactNode;
}) {
  return (
    <>
      <div ref={list.sentinelRef} aria-hidden="true" style={{ height: 1 }} />
      <Center py="md" mih={56} aria-live="polite">
        {list.isLoading ? (
          <Loader role="status" aria-label="Loading" />
        ) : list.isError ? (
          <Stack align="center" gap="xs">
            <Text c="red" ta="center">
              {COMMON_MESSAGES.listFailed}
            </Text>
            <Button variant="default" onClick={() => void list.refetch()}>
              {COMMON_MESSAGES.tryAgain}
            </Button>
          </Stack>
        ) : list.isEnd ? (
          list.items.length === 0 && emptyText !== undefined ? (
            emptyText
          ) : (
            <Text c="dimmed">{endText}</Text>
          )
        ) : null}
      </Center>
    </>
  );
}
