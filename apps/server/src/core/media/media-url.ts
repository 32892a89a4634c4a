import { pathOf } from '@handlehub/shared/api/endpoint';
import { mediaPaths } from '@handlehub/shared/api/media.paths';

/** Sizes (px, square) every photo is re-encoded to. `card` for lists, `full` for profiles. */
export const PHOTO_SIZES = { card: 160, full: 512 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

/** `/media/`: the photo route's path without its file name (`{id}-{size}.webp`). */
const MEDIA_DIR = pathOf(mediaPaths.photo, { file: '' });
const PHOTO_ADDRESS = new RegExp(`${MEDIA_DIR}([0-9a-f-]{36})-(\\d+)\\.webp$`);

/** The stored photo an address (absolute or a bare path) names, or null for any other address. */
export function photoOfUrl(url: string | null | undefined): { id: string; size: number } | null {
  const match = PHOTO_ADDRESS.exec(url ?? '');
  return match ? { id: match[1]!, size: Number(match[2]) } : null;
}

/**
 * The address of a stored photo: absolute from `base` (PUBLIC_URL) in API answers, so a page on another
 * origin loads it too (contract §2); a bare path without a base.
 */
export function mediaUrl(id: string | null, size: PhotoSize = 'full', base = ''): string | null {
  return id ? `${base}${MEDIA_DIR}${id}-${PHOTO_SIZES[size]}.webp` : null;
}
