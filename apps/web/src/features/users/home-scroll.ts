import { STORAGE_KEYS } from '@handlehub/shared/storage-keys';

/** The feed's scroll position, kept in session storage while a visitor looks at an account. */
export const homeScroll = {
  save: () => sessionStorage.setItem(STORAGE_KEYS.homeScroll, String(Math.round(window.scrollY))),
  /** Null when nothing is kept, and where there is no session storage (the server's render). */
  peek(): number | null {
    if (typeof sessionStorage === 'undefined') return null;
    const raw = sessionStorage.getItem(STORAGE_KEYS.homeScroll);
    const value = raw === null ? Number.NaN : Number(raw);
    return Number.isFinite(value) && value > 0 ? value : null;
  },
  clear: () => sessionStorage.removeItem(STORAGE_KEYS.homeScroll),
};
