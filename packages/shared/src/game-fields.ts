/**
 * The seven game fields and how their IDs read on the public page. Apart from game-ids.ts (the formats and
 * their checks) so the public profile page, which needs only this, stays small.
 */
/** The seven game fields, in the Add Account order: the last seven of the spec's 13 (handle-fields.ts). */
export const GAME_FIELDS = ['cod', 'coc', 'pokemongo', 'pubg', 'fortnite', 'minecraft', 'freefire'] as const;
export type GameField = (typeof GAME_FIELDS)[number];

export const isGameField = (field: string): field is GameField =>
  (GAME_FIELDS as readonly string[]).includes(field);

/**
 * How a stored (normalised) ID reads where the game shows it differently: Pokemon GO trainer codes in
 * groups of four. Anything else reads as stored.
 */
export const GAME_ID_DISPLAY: Partial<Record<GameField, (id: string) => string>> = {
  pokemongo: (id) => (/^\d{12}$/.test(id) ? id.replace(/(\d{4})(?=\d)/g, '$1 ') : id),
};
