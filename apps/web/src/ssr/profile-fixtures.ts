import {
  HANDLE_FIELDS,
  type HandleField,
  type PublicProfile,
  pageTheme,
  presentItems,
  socialAccountsOf,
} from '@handlehub/shared';

/** A stored value every platform's format accepts (game IDs are digits; Minecraft's is a name). */
const handleFor = (field: HandleField) => (field === 'minecraft' ? 'Steve_1' : `1234567890${field.length}`);

const EVERY_PLATFORM = presentItems([
  ...HANDLE_FIELDS.map((platform, index) => ({
    id: index + 1,
    platform,
    value: handleFor(platform),
    label: '',
    title: '',
    visible: true,
  })),
  {
    id: 99,
    platform: 'link',
    value: 'https://example.com/',
    label: '',
    title: 'My site',
    visible: true,
    // A verified item, so that the critical CSS keeps the verified mark's rules.
    verified: { level: 'linked', method: 'website', checkedAt: '2026-11-29T00:00:00.000Z' },
  },
]);

/**
 * Every shape `/user/{username}` can draw on the server: a profile with a photo, a bio, a theme and every
 * platform, one without any of these, a locked one and an unknown user. The critical CSS is the stylesheet these can use.
 */
export const PROFILE_FIXTURES: readonly (PublicProfile | null)[] = [
  {
    name: 'Every Platform',
    username: 'every.platform',
    photo: '/media/00000000-0000-0000-0000-000000000000-512.webp',
    bio: 'A bio of 160 characters at most, under the name',
    theme: pageTheme('ocean'),
    isLocked: false,
    accounts: socialAccountsOf(EVERY_PLATFORM),
    items: EVERY_PLATFORM,
  },
  {
    name: 'No Handles',
    username: 'no.handles',
    photo: null,
    bio: null,
    theme: pageTheme('violet'),
    isLocked: false,
    accounts: [],
    items: [],
  },
  { username: 'locked.user', isLocked: true },
  null,
];
