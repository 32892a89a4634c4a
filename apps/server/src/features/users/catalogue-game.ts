import { MESSAGES, platformOf } from '@handlehub/shared';
import { badRequest } from '../../lib/http-error.js';

/**
 * The `game` of the feed and search: the key of a game of the catalogue, or none. The shared query schema
 * checks only its shape, so the web's lists need not download the catalogue to call the API.
 */
export function catalogueGame(game: string | undefined): string | undefined {
  if (game !== undefined && platformOf(game)?.kind !== 'game') throw badRequest(MESSAGES.invalidGame);
  return game;
}
