import type { HandleField } from '@handlehub/shared';
import type { FastifyBaseLogger } from 'fastify';
import { insertPhoto } from '../../core/media/media.queries.js';
import { processPhoto } from '../../core/media/photo-pipeline.js';
import type { Db } from '../../db/client.js';
import { appMeta, handles, products, users } from '../../db/schema.js';
import { demoAvatarPng, demoProductPng } from './demo-art.js';

interface DemoUser {
  name: string;
  username: string;
  gender: 'male' | 'female';
  photo: boolean;
  flags?: Partial<{ isPublic: boolean; isSearchable: boolean; isLocked: boolean }>;
  handles: Partial<Record<HandleField, string>>;
}

const DEMO_USERS: DemoUser[] = [
  {
    name: 'Aarav Sharma',
    username: 'aarav',
    gender: 'male',
    photo: true,
    handles: {
      instagram: 'aarav.clicks',
      twitter: 'aaravsharma',
      youtube: 'aaravplays',
      pubg: '5123456789',
      freefire: '123456789',
    },
  },
  {
    name: 'Maya Lindqvist',
    username: 'maya.l',
    gender: 'female',
    photo: true,
    handles: { instagram: 'mayalindqvist', linkedin: 'maya-lindqvist', snapchat: 'mayasnaps' },
  },
  {
    name: 'Kenji Watanabe',
    username: 'kenji_w',
    gender: 'male',
    photo: true,
    handles: { twitter: 'kenjiw', minecraft: 'KenjiBuilds', fortnite: 'KenjiW', pokemongo: '123456789012' },
  },
  {
    name: 'Sofia Rossi',
    username: 'sofiarossi',
    gender: 'female',
    photo: true,
    handles: { facebook: 'sofia.rossi', instagram: 'sofia.rossi', youtube: 'sofiacooks' },
  },
  {
    name: 'Liam O’Connor',
    username: 'liamoc',
    gender: 'male',
    photo: false,
    handles: { coc: '#2PP0JCGQ', cod: 'LiamOC#1234567', twitter: 'liamoc' },
  },
  {
    name: 'Amara Okafor',
    username: 'amara',
    gender: 'female',
    photo: true,
    handles: { linkedin: 'amara-okafor', instagram: 'amaraokafor' },
  },
  {
    name: 'Diego Fernández',
    username: 'diegofz',
    gender: 'male',
    photo: true,
    handles: { freefire: '987654321', pubg: '5987654321', youtube: 'diegofzgaming' },
  },
  {
    name: 'Chloé Martin',
    username: 'chloe.m',
    gender: 'female',
    photo: false,
    handles: { snapchat: 'chloem', instagram: 'chloe.m' },
  },
  {
    name: 'Noah Becker',
    username: 'noahb',
    gender: 'male',
    photo: true,
    handles: { minecraft: 'NoahB_MC', twitter: 'noahbecker' },
  },
  {
    name: 'Priya Nair',
    username: 'priya.nair',
    gender: 'female',
    photo: true,
    handles: { facebook: 'priya.nair', linkedin: 'priya-nair', pokemongo: '987654321098' },
  },
  {
    name: 'Hidden Hana',
    username: 'hana.private',
    gender: 'female',
    photo: true,
    flags: { isPublic: false, isSearchable: false },
    handles: { instagram: 'hana.private' },
  },
  {
    name: 'Locked Lars',
    username: 'lars.locked',
    gender: 'male',
    photo: false,
    flags: { isLocked: true },
    handles: { twitter: 'larslocked' },
  },
  {
    name: 'Quiet Quinn',
    username: 'quinn',
    gender: 'female',
    photo: true,
    flags: { isSearchable: false },
    handles: {},
  },
];

const DEMO_PRODUCTS = [
  {
    name: 'HandleHub QR Sticker Pack',
    description: 'Ten weatherproof stickers of your own QR code, for laptops, controllers and guitar cases.',
    link: 'https://example.com/shop/qr-stickers',
  },
  {
    name: 'LAN Party Lanyard',
    description: 'A lanyard with a card holder that shows your HandleHub QR code at every event.',
    link: 'https://example.com/shop/lanyard',
  },
  {
    name: 'Streamer Desk Stand',
    description: 'An acrylic stand for your QR code, sized for a stream camera’s view.',
    link: 'https://example.com/shop/desk-stand',
  },
  {
    name: 'Gamer Tag Hoodie',
    description: 'A soft hoodie with a printed QR code on the sleeve that opens your profile.',
    link: 'https://example.com/shop/hoodie',
  },
];

/** Adds demo users and products the first time a non-production server starts; never twice. */
export async function seedDemoContent(db: Db, log: FastifyBaseLogger): Promise<void> {
  const photos = await Promise.all(
    DEMO_USERS.map(async (u, i) => (u.photo ? processPhoto(await demoAvatarPng(i + 1)) : null)),
  );
  const productPhotos = await Promise.all(
    DEMO_PRODUCTS.map(async (_, i) => processPhoto(await demoProductPng(i + 1))),
  );
  const seeded = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: 'demo_seeded', value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;
    const base = Date.now() - DEMO_USERS.length * 60_000;
    for (const [i, demo] of DEMO_USERS.entries()) {
      const variants = photos[i];
      const photoId = variants ? await insertPhoto(tx, variants) : null;
      const [user] = await tx
        .insert(users)
        .values({
          identity: `demo:${demo.username}`,
          email: `${demo.username}@demo.handlehub.invalid`,
          name: demo.name,
          username: demo.username,
          gender: demo.gender,
          photoId,
          ...demo.flags,
          createdAt: new Date(base + i * 60_000),
        })
        .onConflictDoNothing()
        .returning();
      const entries = Object.entries(demo.handles);
      if (user && entries.length > 0) {
        await tx
          .insert(handles)
          .values(entries.map(([fieldname, handle]) => ({ userId: user.id, fieldname, handle })));
      }
    }
    for (const [i, product] of DEMO_PRODUCTS.entries()) {
      const photoId = await insertPhoto(tx, productPhotos[i]!);
      await tx.insert(products).values({ ...product, photoId, createdAt: new Date(base + i * 1000) });
    }
    return true;
  });
  if (seeded) log.info({ users: DEMO_USERS.length, products: DEMO_PRODUCTS.length }, 'demo content added');
}
