/**
 * The games' own ways to add a friend (docs/decisions/013-play-together.md; sources in
 * docs/GAME-IDS.md), one table for the server's game ID pages and the web's QR dialog. Apart from
 * platform-links.ts so that only the screens that show them download these texts.
 */
import type { GameField } from './game-fields.js';

/** A Clash of Clans player tag as the game writes it (docs/GAME-IDS.md). */
const COC_TAG = /^#([0289PYLQGRJCUV]{3,12})$/;
const TRAINER_CODE = /^\d{12}$/;

export interface GameAction {
  /** One line: where in the game the copied ID goes. */
  hint: string;
  /** The game's own link that opens the player in the game (only for an ID in the game's format). */
  open?: { label: string; url: (id: string) => string | null; qrCaption: string };
  /** A QR code the game's own scanner reads (only for an ID in the game's format). */
  scan?: { label: string; text: (id: string) => string | null };
}

/**
 * What each game offers beyond copying the ID (the sources are in docs/GAME-IDS.md). Every game's
 * friend search takes the stored ID as it is (decision 008 stores IDs raw), so the copy is the ID.
 * An ID saved before formats were checked gets no link or code built from it.
 */
export const GAME_ACTIONS: Readonly<Record<GameField, GameAction>> = {
  cod: {
    hint: 'In Call of Duty, open Social, then Add Friends, and search for the whole Activision ID with its # number.',
  },
  coc: {
    hint: "Opens the player's profile in Clash of Clans, where you tap Add Friend.",
    open: {
      label: 'Open in Clash of Clans',
      url: (id) => {
        const tag = COC_TAG.exec(id)?.[1];
        return tag ? `https://link.clashofclans.com/en?action=OpenPlayerProfile&tag=%23${tag}` : null;
      },
      qrCaption: 'Scan with a phone that has Clash of Clans',
    },
  },
  pokemongo: {
    hint: 'In Pokemon GO, open your Trainer profile, then Friends, then Add Friend, and enter the code or scan the QR code.',
    scan: { label: 'Scan in Pokemon GO to add me', text: (id) => (TRAINER_CODE.test(id) ? id : null) },
  },
  pubg: { hint: "Paste it into PUBG Mobile's friend search, which finds players by their ID." },
  fortnite: { hint: 'In Fortnite, choose Add Friends and search for this Epic display name exactly.' },
  minecraft: {
    hint: "Minecraft Java has no friend list: use this name to invite the player to a Realm or a server's whitelist.",
  },
  freefire: { hint: "Paste it into Free Fire's friend search, which finds players by their ID." },
};
