import { describe, expect, it } from 'vitest';
import { contrastRatio } from './color-contrast.js';
import { BIO_MAX } from './limits.js';
import { MESSAGES } from './messages.js';
import { updateProfileFields } from './profile.js';
import {
  DEFAULT_PROFILE_THEME,
  PROFILE_THEME_IDS,
  PROFILE_THEMES,
  profileThemeColors,
  toProfileThemeId,
} from './profile-themes.js';

const AA = 4.5;

describe('page themes', () => {
  it('has six themes with distinct ids, labels and accents, the default among them', () => {
    expect(PROFILE_THEME_IDS).toHaveLength(6);
    const themes = PROFILE_THEME_IDS.map((id) => PROFILE_THEMES[id]);
    expect(themes.map((t) => t.id)).toEqual(PROFILE_THEME_IDS);
    expect(new Set(themes.map((t) => t.label)).size).toBe(6);
    expect(new Set(themes.map((t) => t.light.accent)).size).toBe(6);
    expect(new Set(themes.map((t) => t.dark.accent)).size).toBe(6);
    expect(PROFILE_THEME_IDS).toContain(DEFAULT_PROFILE_THEME);
  });

  it('computes WCAG contrast as the standard does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // WebAIM's checker: #767676 on white is 4.54:1, the lightest grey that passes AA.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(AA);
  });

  for (const id of PROFILE_THEME_IDS) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`${id} (${scheme}) meets 4.5:1 for every pair the page draws`, () => {
        const c = PROFILE_THEMES[id][scheme];
        for (const value of Object.values(c)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
        expect(contrastRatio(c.text, c.background)).toBeGreaterThanOrEqual(AA);
        expect(contrastRatio(c.text, c.surface)).toBeGreaterThanOrEqual(AA);
        expect(contrastRatio(c.muted, c.background)).toBeGreaterThanOrEqual(AA);
        expect(contrastRatio(c.muted, c.surface)).toBeGreaterThanOrEqual(AA);
        expect(contrastRatio(c.accent, c.background)).toBeGreaterThanOrEqual(AA);
        expect(contrastRatio(c.accent, c.surface)).toBeGreaterThanOrEqual(AA);
        expect(contrastRatio(c.accentText, c.accent)).toBeGreaterThanOrEqual(AA);
      });
    }
  }

  it('gives the page only the colours, and reads unknown stored ids as the default', () => {
    expect(profileThemeColors('ocean')).toEqual({
      id: 'ocean',
      light: PROFILE_THEMES.ocean.light,
      dark: PROFILE_THEMES.ocean.dark,
    });
    expect(toProfileThemeId('forest')).toBe('forest');
    expect(toProfileThemeId('neon')).toBe(DEFAULT_PROFILE_THEME);
    expect(toProfileThemeId(null)).toBe(DEFAULT_PROFILE_THEME);
  });
});

describe('Edit Profile: bio and theme', () => {
  const base = { name: 'Asha Rao', username: 'asha', gender: 'female' };
  const bioError = (bio: string) => {
    const parsed = updateProfileFields.safeParse({ ...base, bio });
    return parsed.success ? null : parsed.error.issues[0]?.message;
  };

  it('trims the bio and accepts up to 160 characters; empty means none', () => {
    expect(updateProfileFields.parse({ ...base, bio: '  Speedrunner.  ' }).bio).toBe('Speedrunner.');
    expect(bioError('x'.repeat(BIO_MAX))).toBeNull();
    expect(updateProfileFields.parse({ ...base, bio: '   ' }).bio).toBe('');
    expect(updateProfileFields.parse(base).bio).toBeUndefined();
    expect(bioError('Gamer 🎮 · streamer 👨‍💻 · می‌خواهم')).toBeNull();
  });

  it('refuses a long bio, control characters and invisible characters with the names rule', () => {
    expect(bioError('x'.repeat(BIO_MAX + 1))).toBe(MESSAGES.bioTooLong);
    expect(bioError('one\ntwo')).toBe(MESSAGES.bioInvalid);
    expect(bioError('bell\u0007')).toBe(MESSAGES.bioInvalid);
    expect(bioError('Admin \u202etroppus')).toBe(MESSAGES.textInvisible);
    expect(bioError('zero\u200bwidth')).toBe(MESSAGES.textInvisible);
  });

  it('accepts the six themes only', () => {
    for (const theme of PROFILE_THEME_IDS) {
      expect(updateProfileFields.parse({ ...base, theme }).theme).toBe(theme);
    }
    const parsed = updateProfileFields.safeParse({ ...base, theme: 'neon' });
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(MESSAGES.themeInvalid);
  });
});
