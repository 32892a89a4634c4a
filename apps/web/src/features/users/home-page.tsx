import { UI_TEXTS, type UserCard as UserCardData } from '@handlehub/shared';
import { Container, SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { SharePanel } from '../../components/share-panel';
import { InfiniteListFooter } from '../../lib/infinite-list-footer';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { useInfiniteList } from '../../lib/use-infinite-list';
import { getHomePage, homeFeedGameKey } from './api';
import { GameFilter, useGameFilter, useGameName } from './game-filter';
import { homeScroll } from './home-scroll';
import { UserCard } from './user-card';
import { useVerifiedFilter, VerifiedFilter } from './verified-filter';

/** Brings the feed back to where the visitor left it for an account, loading pages until it gets there. */
function useRestoredScroll(itemCount: number, done: boolean): void {
  const [target, setTarget] = useState(() => homeScroll.peek());
  useEffect(() => {
    if (target === null || itemCount === 0) return;
    // After the layout's scroll-to-top on route change (a layout effect, so it has run by now).
    const frame = requestAnimationFrame(() => {
      window.scrollTo(0, target);
      if (window.scrollY >= target - 2 || done) {
        homeScroll.clear();
        setTarget(null);
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [target, itemCount, done]);
}

const byUsername = (user: UserCardData) => user.username;

export function HomePage() {
  usePageMeta(
    'Home',
    'HandleHub: one link for all your social media and gaming handles. Discover people and visit their accounts.',
  );
  const session = useSession();
  // Each game has its own query: a new choice starts again from page 1.
  const [game, setGame] = useGameFilter();
  const gameName = useGameName(game);
  const [verified, setVerified] = useVerifiedFilter();
  const list = useInfiniteList({
    queryKey: homeFeedGameKey(game, verified),
    fetchPage: (page, signal) => getHomePage(page, signal, { game, verified }),
    keyOf: byUsername,
  });
  useRestoredScroll(list.items.length, list.isEnd || list.isError);

  // 'Visit Account' is a link: the feed only keeps its place before the profile replaces it.
  const visit = () => homeScroll.save();

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Title order={1} size="h2">
          Discover people
        </Title>
        {/* A signed-in person's panel has its place before the app knows them (index.html marks the page
            signed in from storage at once), so the feed below never moves down when it appears. */}
        <div className="hh-home-share-slot">
          {session && <SharePanel person={session.user} variant="home" />}
        </div>
        <GameFilter value={game} onChange={setGame} />
        <VerifiedFilter value={verified} onChange={setVerified} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" data-testid="home-feed">
          {list.items.map((user) => (
            <UserCard key={user.username} user={user} onVisit={visit} />
          ))}
        </SimpleGrid>
        <InfiniteListFooter
          list={list}
          endText={
            game && list.items.length === 0 ? UI_TEXTS.gameNoPlayers(gameName) : 'No more data to load'
          }
        />
      </Stack>
    </Container>
  );
}
