import { GAME_FIELDS, type GameField, PLATFORMS } from '@handlehub/shared';
import { Button, Group } from '@mantine/core';
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The game chosen in the address (`?game=pubg`); anything else there means all games. */
export function useGameFilter(): [string | undefined, (game: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('game') ?? '';
  // Any key-shaped name: the server answers 400 for one that is no game, and the lists say so.
  const game = /^[a-z][a-z0-9]{0,39}$/.test(value) ? value : undefined;
  const choose = (next: string | undefined) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set('game', next);
      else updated.delete('game');
      return updated;
    });
  return [game, choose];
}

const OPTIONS: { value: GameField | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  ...GAME_FIELDS.map((field) => ({ value: field, label: PLATFORMS[field].name })),
];

const loadMoreGames = () => import('./more-games');
/** Holds the list's place, looking as it will, until its games arrive. */
const PENDING_LIST = (
  <select className="hh-more-games" aria-label="More games" defaultValue="">
    <option value="">More games…</option>
  </select>
);
const MoreGames = lazy(() => loadMoreGames().then((m) => ({ default: m.MoreGames })));

/** A game's name: the chips' own at once, another game's once the catalogue's list has loaded. */
export function useGameName(game: string | undefined): string {
  const chip = (GAME_FIELDS as readonly string[]).includes(game ?? '')
    ? PLATFORMS[game as GameField].name
    : null;
  const [loaded, setLoaded] = useState<{ game: string; name: string } | null>(null);
  useEffect(() => {
    if (!game || chip) return;
    let live = true;
    void loadMoreGames().then((m) => {
      if (live) setLoaded({ game, name: m.gameName(game) });
    });
    return () => {
      live = false;
    };
  }, [game, chip]);
  if (chip) return chip;
  return loaded && loaded.game === game ? loaded.name : (game ?? '');
}

/**
 * Chips above a list of people: 'All' and the seven games. A radio group: Tab reaches the chosen chip,
 * the arrow keys (and Home/End) move the choice, as with native radio buttons.
 */
export function GameFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (game: string | undefined) => void;
}) {
  const chips = useRef<(HTMLButtonElement | null)[]>([]);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const found = OPTIONS.findIndex((option) => option.value === value);
  // A game from the list beside the chips: no chip is checked, and Tab reaches the first one.
  const selected = found === -1 && value !== undefined ? -1 : Math.max(0, found);

  const move = (event: KeyboardEvent, from: number) => {
    const last = OPTIONS.length - 1;
    const to =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? from === last
          ? 0
          : from + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? from === 0
            ? last
            : from - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (to === null) return;
    event.preventDefault();
    chips.current[to]?.focus();
    onChange(OPTIONS[to]!.value);
  };

  return (
    <Group gap="xs" align="center">
      <Group gap="xs" role="radiogroup" aria-label="Filter by game" data-testid="game-filter">
        {OPTIONS.map((option, index) => {
          const checked = index === selected;
          return (
            <Button
              key={option.label}
              ref={(element) => {
                chips.current[index] = element;
              }}
              role="radio"
              aria-checked={checked}
              tabIndex={checked || (selected === -1 && index === 0) ? 0 : -1}
              // A whole 44 px tap target (the theme's sm), like every other control.
              size="sm"
              radius="xl"
              variant={checked ? 'filled' : 'default'}
              onClick={() => {
                if (!checked) onChange(option.value);
              }}
              onKeyDown={(event) => move(event, index)}
            >
              {option.label}
            </Button>
          );
        })}
      </Group>
      {/* The catalogue's other games come with their list once the page runs: the server draws the chips,
          and the feed never waits for the list. */}
      {mounted ? (
        <Suspense fallback={PENDING_LIST}>
          <MoreGames value={selected === -1 ? value : undefined} onChange={onChange} />
        </Suspense>
      ) : (
        PENDING_LIST
      )}
    </Group>
  );
}
