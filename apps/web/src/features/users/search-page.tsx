import { UI_TEXTS } from '@handlehub/shared';
import { CloseButton, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { BackLink } from '../../components/back-link';
import { InfiniteListFooter } from '../../lib/infinite-list-footer';
import { usePageMeta } from '../../lib/page-meta';
import { useInfiniteList } from '../../lib/use-infinite-list';
import { useServerDrawnText } from '../../lib/use-server-drawn-text';
import { getHomePage, homeFeedGameKey, searchKey, searchUsers } from './api';
import { GameFilter, useGameFilter, useGameName } from './game-filter';
import { SearchArt } from './search-art';
import { SearchResult } from './search-result';
import { useVerifiedFilter, VerifiedFilter } from './verified-filter';

/** Typing pauses shorter than this do not send a request; the request in flight is cancelled on change. */
const TYPING_PAUSE_MS = 150;

const NO_VERIFIED_PEOPLE = 'Nobody with a verified handle yet.';

export function SearchPage() {
  usePageMeta('Search', 'Find people on HandleHub by name or username.');
  // The server draws this screen: what someone typed before the app hydrated it is searched for too.
  const search = useServerDrawnText();
  const text = search.value;
  const [debounced] = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const q = text.trim() === '' ? '' : debounced;
  const [game, setGame] = useGameFilter();
  const gameName = useGameName(game);
  const [verified, setVerified] = useVerifiedFilter();
  // A game chosen with nothing typed lists that game's players: the home feed's game filter
  // (docs/decisions/016), so both screens show the same people in the same order. "Verified only"
  // with nothing typed lists the feed's verified people the same way.
  const browsing = text.trim() === '' && (game !== undefined || verified);
  const list = useInfiniteList({
    queryKey: browsing ? homeFeedGameKey(game, verified) : searchKey(q, game, verified),
    fetchPage: browsing
      ? (page, signal) => getHomePage(page, signal, { game, verified })
      : (page, signal) => searchUsers(q, page, signal, { game, verified }),
    keyOf: (user) => user.username,
    enabled: q !== '' || browsing,
  });
  const showList = q !== '' || browsing;

  return (
    <Container size="sm" py="lg">
      <Stack gap="md">
        {/* The spec hides the top bar here; on wide screens (no bottom bar either) this is the way out. */}
        <BackLink to="/home" wideOnly>
          {UI_TEXTS.searchBack}
        </BackLink>
        <Title order={1} size="h2">
          Search
        </Title>
        <TextInput
          {...search.field}
          size="md"
          radius="xl"
          aria-label="Search for name or username"
          placeholder="Search for name or username"
          leftSection={<IconSearch size={18} />}
          rightSection={
            text !== '' ? <CloseButton aria-label="Clear search" onClick={() => search.replace('')} /> : null
          }
          maxLength={100}
          autoComplete="off"
        />
        <GameFilter value={game} onChange={setGame} />
        <VerifiedFilter value={verified} onChange={setVerified} />
        {!showList ? (
          text.trim() === '' && <SearchArt />
        ) : (
          <>
            {browsing && game !== undefined && (
              <Title order={2} size="h4">
                {UI_TEXTS.searchGamePlayers(gameName)}
              </Title>
            )}
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
            <InfiniteListFooter
              list={list}
              endText="No more data to load"
              emptyText={
                browsing ? (
                  <Text c="dimmed">{game ? UI_TEXTS.gameNoPlayers(gameName) : NO_VERIFIED_PEOPLE}</Text>
                ) : (
                  <Stack align="center" gap={4} ta="center" data-testid="search-no-match">
                    <Text fw={600}>{UI_TEXTS.searchNoMatch(q)}</Text>
                    <Text c="dimmed" fz="sm">
                      {UI_TEXTS.searchNoMatchHint}
                    </Text>
                  </Stack>
                )
              }
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
