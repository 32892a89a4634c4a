/**
 * The ID format of each game field (docs/GAME-IDS.md has the sources): what people paste is normalised,
 * checked, and shown in the game's own way. The list of game fields and the display forms live in
 * game-fields.ts, which is all the public profile page loads (`@handlehub/shared/game-fields`).
 */
import { GAME_ID_DISPLAY, type GameField } from './game-fields.js';

export { GAME_FIELDS, GAME_ID_DISPLAY, type GameField, isGameField } from './game-fields.js';

/**
 * Why a game ID is refused, in plain words: the Add Account input's error and the API's 400. Kept here
 * rather than in MESSAGES, which the public profile page loads whole (its JS budget has no room for them).
 */
export const GAME_ID_MESSAGES: Record<GameField, string> = {
  cod: 'An Activision ID is your name (2 to 16 letters or digits), then # and its number, like JohnDoe#1234567',
  coc: 'A Clash of Clans player tag is # and 3 to 12 of the characters 0289PYLQGRJCUV, like #2PP0JCGQ',
  pokemongo: 'A Pokemon GO trainer code has exactly 12 digits, like 1234 5678 9012',
  pubg: 'A PUBG Mobile character ID has only digits, 6 to 12 of them, like 5123456789',
  fortnite: 'An Epic Games display name has 3 to 16 letters or digits, and may use . - _ or single spaces',
  minecraft: 'A Minecraft Java username has 3 to 16 letters, digits or _, and no spaces or other signs',
  freefire: 'A Free Fire player ID has only digits, 6 to 12 of them, like 123456789',
};

interface GameIdFormat {
  /** The format in a few words, shown under the Add Account input. */
  hint: string;
  /** Why a value is refused, in plain words (the input's error and the API's 400). */
  message: string;
  /** What people paste → the stored form (after the common clean-up of {@link cleanPaste}). */
  normalise: (value: string) => string;
  /** Whether a normalised value is a well-formed ID. */
  valid: (id: string) => boolean;
}

/** Letters of any script, their marks, digits, and `.` `-` `_`: the name in Epic and Activision IDs. */
const NAME_CHARS = /^[\p{L}\p{M}\p{Nd}._-]+(?: [\p{L}\p{M}\p{Nd}._-]+)*$/u;
const length = (text: string) => [...text].length;
const nameOf = (text: string, min: number, max: number) =>
  NAME_CHARS.test(text) && length(text) >= min && length(text) <= max;

/** Spaces and every kind of dash people type between groups of digits. */
const SEPARATORS = /[\s\-‐‑‒–—―.]/g;
/** "UID: 123", "ID 123": the label some people paste with the number. */
const ID_LABEL = /^(?:uid|id)\s*[:#]?\s*/i;
const digitsOnly = (value: string) => value.replace(ID_LABEL, '').replace(SEPARATORS, '');

/** The Supercell tag alphabet: the letter O never appears, so an O is always a zero read wrongly. */
const COC_TAG = /^#[0289PYLQGRJCUV]{3,12}$/;

/**
 * "John Doe # 1234" → "John Doe#1234": no space around a `#`. A match starts only where a run of spaces
 * starts, so a long run without a `#` is read once, not once from each of its spaces.
 */
export const withoutSpaceAroundHash = (value: string) => value.replace(/(?:(?<!\s)\s+)?#\s*/g, '#');

export const GAME_ID_FORMATS: Record<GameField, GameIdFormat> = {
  cod: {
    hint: 'Your Activision name, then # and its number',
    message: GAME_ID_MESSAGES.cod,
    // "John Doe # 1234567" → "John Doe#1234567"
    normalise: (value) => withoutSpaceAroundHash(value.replace(/\s+/g, ' ')),
    valid: (id) => {
      const match = /^(.+)#(\d{1,8})$/.exec(id);
      return match !== null && nameOf(match[1]!, 2, 16);
    },
  },
  coc: {
    hint: '# and the tag under your name in the game',
    message: GAME_ID_MESSAGES.coc,
    normalise: (value) => {
      const tag = value.replace(/\s+/g, '').replace(/^#+/, '').toUpperCase().replace(/O/g, '0');
      return tag && `#${tag}`;
    },
    valid: (id) => COC_TAG.test(id),
  },
  pokemongo: {
    hint: '12 digits, from Friends → Add Friend in the game',
    message: GAME_ID_MESSAGES.pokemongo,
    normalise: digitsOnly,
    valid: (id) => /^\d{12}$/.test(id),
  },
  pubg: {
    hint: 'PUBG Mobile character ID: 6 to 12 digits',
    message: GAME_ID_MESSAGES.pubg,
    normalise: digitsOnly,
    valid: (id) => /^\d{6,12}$/.test(id),
  },
  fortnite: {
    hint: 'Epic Games display name: 3 to 16 characters',
    message: GAME_ID_MESSAGES.fortnite,
    normalise: (value) => value.replace(/\s+/g, ' '),
    valid: (id) => nameOf(id, 3, 16),
  },
  minecraft: {
    hint: 'Java Edition: 3 to 16 letters, digits or _',
    message: GAME_ID_MESSAGES.minecraft,
    normalise: (value) => value,
    valid: (id) => /^[A-Za-z0-9_]{3,16}$/.test(id),
  },
  freefire: {
    hint: 'Free Fire player ID (UID): 6 to 12 digits',
    message: GAME_ID_MESSAGES.freefire,
    normalise: digitsOnly,
    valid: (id) => /^\d{6,12}$/.test(id),
  },
};

/** Zero-width characters that chat apps and web pages slip into copied text. */
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/g;

/** A game ID as pasted, without the zero-width characters its clean-up removes anyway (never stored). */
export const withoutPastedZeroWidth = (raw: string) => raw.replace(INVISIBLE, '');

/**
 * The clean-up every game ID gets first: full-width and other compatibility forms become plain ones (NFKC:
 * `＃２ＰＰ０` → `#2PP0`), invisible characters go, and the ends are trimmed.
 */
function cleanPaste(raw: string): string {
  return raw.normalize('NFKC').replace(INVISIBLE, '').trim();
}

type GameIdResult = { ok: true; id: string } | { ok: false; error: string };

/**
 * Normalises and checks what a person pasted; a blank paste means "remove the ID". Something that cleans
 * up to nothing (`#`, `UID:`) is a wrong ID, not a removal.
 */
export function normaliseGameId(field: GameField, raw: string): GameIdResult {
  return normaliseWithFormat(GAME_ID_FORMATS[field], raw);
}

/** {@link normaliseGameId} for any value with its own format (the catalogue's games and some networks). */
export function normaliseWithFormat(
  format: Pick<GameIdFormat, 'normalise' | 'valid' | 'message'>,
  raw: string,
): GameIdResult {
  const cleaned = cleanPaste(raw);
  if (cleaned === '') return { ok: true, id: '' };
  const id = format.normalise(cleaned);
  if (id !== '' && format.valid(id)) return { ok: true, id };
  return { ok: false, error: format.message };
}

/**
 * The ID to copy or put in a QR code: the normalised form of a stored ID, or the stored text itself when it
 * is not well-formed (rows saved before the formats were checked still show, never fail).
 */
export function rawGameId(field: GameField, stored: string): string {
  const result = normaliseGameId(field, stored);
  return result.ok && result.id ? result.id : stored;
}

/** The ID as the game shows it (Pokemon GO in groups of four); a malformed stored ID as it is. */
export function displayGameId(field: GameField, stored: string): string {
  const result = normaliseGameId(field, stored);
  if (!result.ok || !result.id) return stored;
  return GAME_ID_DISPLAY[field]?.(result.id) ?? result.id;
}
