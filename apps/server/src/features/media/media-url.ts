/** Sizes (px, square) every photo is re-encoded to. `card` for lists, `full` for profiles. */
export const PHOTO_SIZES = { card: 160, full: 512 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

/**
 * The address of a stored photo: absolute from `base` (PUBLIC_URL) in API answers, so a page on another
 * origin loads it too (contract §2); a bare path without a base.
 */
export function mediaUrl(id: string | null, size: PhotoSize = 'full', base = ''): string | null {
  return id ? `${base}/media/${id}-${PHOTO_SIZES[size]}.webp` : null;
}
