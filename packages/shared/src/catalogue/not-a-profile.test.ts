import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { platformOf } from './index.js';
import { normaliseValue } from './normalise.js';

const normalise = (key: string, raw: string) => normaliseValue(platformOf(key)!, raw);

/**
 * Pasted addresses of a platform that are not a profile: refused in that platform's field with what
 * they are, and offered as the custom link they are (never cut down to their owner's profile).
 */
const NOT_PROFILES: [key: string, address: string, name: string, what: string][] = [
  ['github', 'https://github.com/sethcottle/littlelink-extended', 'GitHub', 'repository'],
  ['github', 'https://github.com/rileypark/mods/releases', 'GitHub', 'repository'],
  ['github', 'https://gist.github.com/rileypark/abc123', 'GitHub', 'gist'],
  ['github', 'https://github.com/sponsors/sethcottle', 'GitHub', 'sponsors page'],
  ['twitter', 'https://x.com/rileyplays/status/1234567890', 'Twitter', 'post'],
  ['twitter', 'https://twitter.com/i/web/status/1234567890', 'Twitter', 'post'],
  ['tiktok', 'https://www.tiktok.com/@riley.plays/video/7234567890123456789', 'TikTok', 'video'],
  ['tiktok', 'https://vm.tiktok.com/ZMabc123/', 'TikTok', 'video'],
  ['bluesky', 'https://bsky.app/profile/maya.bsky.social/post/3k', 'Bluesky', 'post'],
  ['threads', 'https://www.threads.net/@maya.draws/post/Cabc', 'Threads', 'post'],
  ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'Youtube', 'video'],
  ['youtube', 'https://youtu.be/dQw4w9WgXcQ', 'Youtube', 'video'],
  ['youtube', 'https://www.youtube.com/playlist?list=PL123', 'Youtube', 'playlist'],
  ['youtube', 'https://www.youtube.com/shorts/abc123', 'Youtube', 'Short'],
  ['youtube', 'https://www.youtube.com/clip/Ugkx123', 'Youtube', 'clip'],
  ['twitch', 'https://www.twitch.tv/rileyplays/clip/SomeClip', 'Twitch', 'clip'],
  ['twitch', 'https://clips.twitch.tv/SomeClip', 'Twitch', 'clip'],
  ['twitch', 'https://www.twitch.tv/videos/123456789', 'Twitch', 'video'],
  ['instagram', 'https://www.instagram.com/p/Cabc123/', 'Instagram', 'post'],
  ['instagram', 'https://www.instagram.com/reel/Cabc123/', 'Instagram', 'reel'],
  ['instagram', 'https://www.instagram.com/john_doe/p/Cabc123/', 'Instagram', 'post'],
  ['reddit', 'https://www.reddit.com/r/gaming/comments/abc123/a_title/', 'Reddit', 'post'],
  ['reddit', 'https://www.reddit.com/user/johndoe/comments/abc123/a_title/', 'Reddit', 'post'],
  ['spotify', 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC', 'Spotify', 'track'],
  ['spotify', 'https://open.spotify.com/intl-de/album/4uLU6hMCjMI75M1A2tKUQC', 'Spotify', 'album'],
  ['spotify', 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M', 'Spotify', 'playlist'],
  ['soundcloud', 'https://soundcloud.com/johndoe/a-track', 'SoundCloud', 'track'],
  ['soundcloud', 'https://soundcloud.com/johndoe/sets/a-set', 'SoundCloud', 'playlist'],
  ['vimeo', 'https://vimeo.com/123456789', 'Vimeo', 'video'],
];

describe('a pasted address that is not a profile', () => {
  for (const [key, address, name, what] of NOT_PROFILES) {
    it(`${key}: ${address} is a ${what}, offered as a link`, () => {
      const result = normalise(key, address);
      expect(result).toEqual({
        ok: false,
        error: MESSAGES.notAProfile(name, what),
        asLink: new URL(address).href,
      });
    });
  }

  it('says what it is in words', () => {
    expect(MESSAGES.notAProfile('GitHub', 'repository')).toBe(
      'That is a GitHub repository, not a profile. Add it as a link instead.',
    );
    expect(MESSAGES.notAProfile('Instagram', 'post')).toBe(
      'That is an Instagram post, not a profile. Add it as a link instead.',
    );
  });

  it('is offered as a link only as the link rule would save it', () => {
    const result = normalise('github', 'github.com/johndoe/repo');
    expect(result).toMatchObject({ ok: false, asLink: 'https://github.com/johndoe/repo' });
  });

  const PROFILES: [key: string, address: string, value: string][] = [
    ['github', 'https://github.com/johndoe', 'johndoe'],
    ['github', 'https://github.com/johndoe/?tab=repositories', 'johndoe'],
    ['twitter', 'https://x.com/johndoe/media', 'johndoe'],
    ['tiktok', 'https://www.tiktok.com/@johndoe', 'johndoe'],
    ['bluesky', 'https://bsky.app/profile/maya.bsky.social', 'maya.bsky.social'],
    ['youtube', 'https://www.youtube.com/@JohnDoeGaming/videos', 'JohnDoeGaming'],
    ['twitch', 'https://www.twitch.tv/johndoe/videos', 'johndoe'],
    ['twitch', 'https://www.twitch.tv/johndoe/clips', 'johndoe'],
    ['instagram', 'https://www.instagram.com/john_doe/', 'john_doe'],
    ['reddit', 'https://www.reddit.com/user/johndoe/', 'johndoe'],
    ['spotify', 'https://open.spotify.com/user/johndoe', 'johndoe'],
    ['soundcloud', 'https://soundcloud.com/johndoe/sets', 'johndoe'],
    ['soundcloud', 'https://soundcloud.com/johndoe/tracks', 'johndoe'],
  ];
  for (const [key, address, value] of PROFILES) {
    it(`${key}: ${address} is still the profile ${value}`, () => {
      expect(normalise(key, address)).toEqual({ ok: true, value });
    });
  }
});
