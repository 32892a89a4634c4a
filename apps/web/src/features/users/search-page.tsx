import { CloseButton, Container, Image, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import searchArt from '../../assets/illustrations/search.svg';
import { InfiniteListFooter } from '../../lib/infinite-list-footer';
import { usePageMeta } from '../../lib/page-meta';
import { useInfiniteList } from '../../lib/use-infinite-list';
import { searchKey, searchUsers } from './api';
import { GameFilter, useGameFilter } from './game-filter';
import { SearchResult } from './search-result';

/** Typing pauses shorter than this do not send a request; the request in flight is cancelled on change. */
const TYPING_PAUSE_MS = 150;

export function SearchPage() {
  usePageMeta('Search', 'Find people on HandleHub by name or username.');
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const [debounced] = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const q = text.trim() === '' ? '' : debounced;
  const [game, setGame] = useGameFilter();
  const list = useInfiniteList({
    queryKey: searchKey(q, game),
    fetchPage: (page, signal) => searchUsers(q, page, signal, game),
    keyOf: (user) => user.username,
    enabled: q !== '',
  });

  return (
    <Container size="sm" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          Search
        </Title>
        <TextInput
          ref={input}
          size="md"
          radius="xl"
          aria-label="Search for name or username"
          placeholder="Search for name or username"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          leftSection={<IconSearch size={18} />}
          rightSection={
            text !== '' ? (
              <CloseButton
                aria-label="Clear search"
                onClick={() => {
                  setText('');
                  input.current?.focus();
                }}
              />
            ) : null
          }
          maxLength={100}
          autoComplete="off"
        />
        <GameFilter value={game} onChange={setGame} />
        {q === '' ? (
          text.trim() === '' && (
            <Image src={searchArt} alt="" maw={360} mx="auto" w="100%" mt="xl" data-testid="search-picture" />
          )
        ) : (
          <>
            <Stack
              gap="xs"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label="Search results"
            >
              {list.items.map((user) => (
                <li key={user.username}>
                  <SearchResult user={user} />
                </li>
              ))}
            </Stack>
            <InfiniteListFooter list={list} endText="No more data to load" />
          </>
        )}
      </Stack>
    </Container>
  );
}
