import { randomBytes } from 'node:crypto';
import type { HandleField } from '@handlehub/shared';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { addItems, getItems } from '../src/core/handles.queries.js';
import { createSession } from '../src/core/sessions.queries.js';
import { createUser, type NewUser, type UserRow } from '../src/core/users.queries.js';
import type { Db } from '../src/db/client.js';
import { users } from '../src/db/schema.js';
import { multipart } from './photo-fixtures.js';

export interface UserOverrides extends Partial<NewUser> {
  isPublic?: boolean;
  isSearchable?: boolean;
  isLocked?: boolean;
  isBlocked?: boolean;
}

/**
 * Creates a user straight in the database (no HTTP, no rate limits) with a live session.
 * Every field has a unique default; pass only what your test cares about:
 *
 *   const { user, token } = await createUserWithSession(t, { username: 'maya', isLocked: true });
 *   await t.inject({ method: 'GET', url: '/api/profile/getuser', headers: { 'user-token': token } });
 *
 * `app` is anything with `db`: the TestApp from createTestApp() or the Fastify instance.
 */
export async function createUserWithSession(
  app: { db: Db },
  overrides: UserOverrides = {},
): Promise<{ user: UserRow; token: string }> {
  const { isPublic, isSearchable, isLocked, isBlocked, ...fields } = overrides;
  const id = randomBytes(5).toString('hex');
  const email = fields.email ?? `user-${id}@handlehub.test`;
  let user = await createUser(app.db, {
    identity: `dev:${email}`,
    email,
    name: 'Test Person',
    username: `u${id}`,
    gender: 'female',
    isShopOwner: false,
    ...fields,
  });
  const flags = { isPublic, isSearchable, isLocked, isBlocked };
  const set = Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length > 0) {
    [user] = (await app.db.update(users).set(set).where(eq(users.id, user.id)).returning()) as [UserRow];
  }
  const token = await createSession(app.db, user.id);
  // PGlite's clock counts milliseconds: without this, two people made back to back can join at the same
  // instant, and tests that expect "newest first" would meet the id's random order instead.
  await new Promise((resolve) => setTimeout(resolve, 2));
  return { user, token };
}

/**
 * Gives a person items straight in the database, in the order given: `[platform, value, extra]`. Values
 * are stored as given (use normalised ones); returns the stored rows with their ids.
 */
export async function addItemsFor(
  app: { db: Db },
  userId: string,
  rows: readonly (readonly [string, string, { label?: string; title?: string; visible?: boolean }?])[],
) {
  await addItems(
    app.db,
    userId,
    rows.map(([platform, value, extra]) => ({ platform, value, label: '', title: '', ...extra })),
  );
  return getItems(app.db, userId);
}

/** Anything that answers `inject`: the TestApp from createTestApp() or a Fastify instance. */
export interface Injector {
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export interface PhotoFile {
  /** The form field; Edit Profile and Add Product both send `photo`. */
  name?: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

const signedIn = (token: string | undefined): Record<string, string> =>
  token ? { 'user-token': token } : {};

/** Posts a JSON body, signed in with `token` (anonymous without one), and answers whatever the server said. */
export function postJson(
  app: Injector,
  url: string,
  token: string | undefined,
  payload: InjectOptions['payload'],
) {
  return app.inject({ method: 'POST', url, headers: signedIn(token), payload });
}

/** Sends the feedback form's text and answers whatever the server said. */
export const postFeedback = (app: Injector, token: string | undefined, feedback: string) =>
  postJson(app, '/api/others/submitfeedback', token, { feedback });

/** Posts a multipart form as the browser does (optional photo) and answers whatever the server said. */
async function postForm(
  app: Injector,
  url: string,
  token: string | undefined,
  fields: Record<string, string>,
  photo?: PhotoFile,
) {
  const form = await multipart(fields, photo);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...form.headers, ...signedIn(token) },
    payload: form.payload,
  });
}

/**
 * Posts Edit Profile's form as the browser does (multipart, optional photo) and answers whatever the
 * server said: for tests about a refusal. `updateProfile` is the one that insists on success.
 */
export function postProfileForm(
  app: Injector,
  token: string | undefined,
  fields: Record<string, string>,
  photo?: PhotoFile,
) {
  return postForm(app, '/api/profile/updateprofile', token, fields, photo);
}

/** Saves Edit Profile's form (name, username, gender, and a photo if given); fails the test unless it was saved. */
export async function updateProfile(
  app: Injector,
  token: string,
  fields: Record<string, string>,
  photo?: PhotoFile,
) {
  const response = await postProfileForm(app, token, fields, photo);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** Posts the Add Account form (handle fields by name) and answers whatever the server said. */
export function postHandles(
  app: Injector,
  token: string | undefined,
  values: Partial<Record<HandleField, string>>,
) {
  return postJson(app, '/api/social/updatesocialaccount', token, values);
}

/** Saves handles through the Add Account route (normalised and checked as a person's would be); insists on success. */
export async function saveHandles(
  app: Injector,
  token: string,
  values: Partial<Record<HandleField, string>>,
) {
  const response = await postHandles(app, token, values);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** A product that passes every check of Add Product. */
export const VALID_PRODUCT = {
  productname: 'HandleHub Mug',
  productdesc: 'A mug with your QR code',
  productlink: 'https://shop.example.com/mug',
} as const;

/** Posts the Add Product form (multipart, optional photo) and answers whatever the server said. */
export function postProduct(
  app: Injector,
  token: string | undefined,
  fields: Record<string, string> = VALID_PRODUCT,
  photo?: PhotoFile,
) {
  return postForm(app, '/api/product/addproduct', token, fields, photo);
}

/**
 * Signs a new person up through the route with the dev sign-in (no Google token): what a test needs
 * when the sign-up itself, not just a person, is what it is about. Answers whatever the server said.
 */
export function signUp(
  app: Injector,
  person: { email: string; name?: string; username: string; gender?: 'male' | 'female' },
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      googleUser: { email: person.email, ...(person.name ? { name: person.name } : {}) },
      username: person.username,
      gender: person.gender ?? 'female',
    },
  });
}

/** Signs an existing person in again with the dev sign-in; answers whatever the server said. */
export function signIn(app: Injector, email: string, name = 'Some Body') {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, name } });
}

/** One more live session for a person who already has one (a second device). */
export function addSession(app: { db: Db }, userId: string): Promise<string> {
  return createSession(app.db, userId);
}

/** What `getuser` and the profile routes answer about a person who has changed nothing but these fields. */
export function ownUserJson(
  fields: { name: string; username: string; gender: string } & Partial<OwnUserExtras>,
) {
  return {
    photo: null,
    isShopOwner: false,
    bio: null,
    theme: 'violet',
    background: 'solid',
    buttons: 'filled',
    ...fields,
  };
}

interface OwnUserExtras {
  photo: string | null;
  isShopOwner: boolean;
  bio: string | null;
  theme: string;
  background: string;
  buttons: string;
}

/** Sets one of a person's switches (isLocked, isPublic, isSearchable) through the settings route; insists on success. */
export async function changeStatus(
  app: Injector,
  token: string,
  fieldname: 'isLocked' | 'isPublic' | 'isSearchable',
  status: boolean,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/profile/changestatus',
    headers: { 'user-token': token },
    payload: { fieldname, status },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}
