/** Sizes (px, square) every photo is re-encoded to. `card` for lists, `full` for profiles. */
export const PHOTO_SIZES = { card: 160, full: 512 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

export function mediaUrl(id: string | null, size: PhotoSize = 'full'): string | null {
  return id ? `/media/${id}-${PHOTO_SIZES[size]}.webp` : null;
}
