import { GAME_FIELDS, type GameField, isGameField, PLATFORMS } from '@handlehub/shared';
import { Button, Group } from '@mantine/core';
import { type KeyboardEvent, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** The game chosen in the address (`?game=pubg`); anything else there means all games. */
export function useGameFilter(): [GameField | undefined, (game: GameField | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('game') ?? '';
  const game = isGameField(value) ? value : undefined;
  const choose = (next: GameField | undefined) =>
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

/**
 * Chips above a list of people: 'All' and the seven games. A radio group: Tab reaches the chosen chip,
 * the arrow keys (and Home/End) move the choice, as with native radio buttons.
 */
export function GameFilter({
  value,
  onChange,
}: {
  value: GameField | undefined;
  onChange: (game: GameField | undefined) => void;
}) {
  const chips = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = Math.max(
    0,
    OPTIONS.findIndex((option) => option.value === value),
  );

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
            tabIndex={checked ? 0 : -1}
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
  );
}
