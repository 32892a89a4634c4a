import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, avatarColorOf, defaultAvatarSvg, initialsOf } from './avatars.js';
import { contrastRatio, TEXT_CONTRAST_MIN } from './color-contrast.js';

describe('the default avatar', () => {
  const INITIALS: Record<string, string> = {
    "Liam O'Connor": 'LO',
    maya: 'M',
    '  Ana  Maria  de  Souza ': 'AS',
    'Жанна Петрова': 'ЖП',
    李雷: '李',
    '🎮 Gamer': '🎮G',
    '   ': '?',
  };
  it.each(Object.entries(INITIALS))(
    'shows the initials of the first and last word, whatever the script: %j → %j',
    (name, initials) => {
      expect(initialsOf(name)).toBe(initials);
    },
  );

  it('keeps a colour per name, each with white text at WCAG AA', () => {
    for (const color of AVATAR_COLORS)
      expect(contrastRatio('#ffffff', color)).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
    expect(avatarColorOf("Liam O'Connor")).toBe(avatarColorOf("Liam O'Connor"));
    expect(new Set(['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'].map(avatarColorOf)).size).toBeGreaterThan(1);
  });

  it('says nothing of gender and keeps a name made of markup as text', () => {
    const svg = defaultAvatarSvg('<b>&"x" y');
    expect(svg).toContain('>&#60;Y</text>');
    expect(svg).not.toContain('<b>');
    expect(defaultAvatarSvg('Liam OConnor')).not.toMatch(/female|male|hair/i);
  });
});
