import { CATALOGUE, GAME_FIELDS, nameOfItem } from '@handlehub/shared';
import { useId } from 'react';

/** The catalogue's games beyond the seven chips, by name. */
const MORE_GAMES = CATALOGUE.filter(
  (platform) => platform.kind === 'game' && !(GAME_FIELDS as readonly string[]).includes(platform.key),
).sort((a, b) => a.name.localeCompare(b.name));

/** A game's name, by its catalogue key, named as every screen names an item (neutrally for an unknown key). */
export const gameName = (game: string) => nameOfItem(game);

/** The list beside the game chips: choosing one of the catalogue's other games filters by it. */
export function MoreGames({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (game: string | undefined) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="hh-visually-hidden">
        More games
      </label>
      <select
        id={id}
        className="hh-more-games"
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
      >
        <option value="">More games…</option>
        {MORE_GAMES.map((platform) => (
          <option key={platform.key} value={platform.key}>
            {platform.name}
          </option>
        ))}
      </select>
    </>
  );
}
