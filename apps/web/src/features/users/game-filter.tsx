import { CATALOGUE, GAME_FIELDS, type GameField, platformOf } from '@handlehub/shared';
import { Button, Group } from '@mantine/core';
import { type KeyboardEvent, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** The game chosen in the address (`?game=pubg`); anything else there means all games. */
export function useGameFilter(): [string | undefined, (game: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('game') ?? '';
  const game = platformOf(value)?.kind === 'game' ? value : undefined;
  const choose = (next: string | undefined) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set('game', next);
      else updated.delete('game');
      return updated;
    });
  return [game, choose];
}

/** A game's name, by its catalogue key. */
export const gameName = (game: string) => platformOf(game)?.name ?? game;

const OPTIONS: { value: GameField | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  ...GAME_FIELDS.map((field) => ({ value: field, label: gameName(field) })),
];

/** The catalogue's other games, by name: chosen from a list beside the chips. */
const MORE_GAMES = CATALOGUE.filter(
  (platform) => platform.kind === 'game' && !(GAME_FIELDS as readonly string[]).includes(platform.key),
).sort((a, b) => a.name.localeCompare(b.name));

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
  const moreId = useId();
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
      <label htmlFor={moreId} className="hh-visually-hidden">
        More games
      </label>
      <select
        id={moreId}
        className="hh-more-games"
        value={selected === -1 ? value : ''}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
      >
        <option value="">More games…</option>
        {MORE_GAMES.map((platform) => (
          <option key={platform.key} value={platform.key}>
            {platform.name}
          </option>
        ))}
      </select>
    </Group>
  );
}
