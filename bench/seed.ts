/**
 * Seeding for the benchmarks: a fresh PostgreSQL database on DATABASE_URL's server, and users made in one
 * `generate_series` statement. Usernames follow {@link usernameOf}, so a benchmark can name any user.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const FIRST_NAMES = [
  'Aarav',
  'Maya',
  'Kenji',
  'Sofia',
  'Liam',
  'Amara',
  'Diego',
  'Chloe',
  'Noah',
  'Priya',
  'Hana',
  'Lars',
  'Quinn',
  'Omar',
  'Elena',
  'Mateo',
  'Yuki',
  'Zara',
  'Ivan',
  'Leila',
  'Tomas',
  'Aisha',
  'Felix',
  'Nora',
  'Ravi',
  'Ines',
  'Jonas',
  'Mei',
  'Pablo',
  'Sara',
  'Theo',
  'Lina',
  'Arjun',
  'Emma',
  'Kofi',
  'Freya',
  'Hugo',
  'Nia',
  'Oscar',
  'Vera',
];
export const LAST_NAMES = [
  'Sharma',
  'Lindqvist',
  'Watanabe',
  'Rossi',
  'OConnor',
  'Okafor',
  'Fernandez',
  'Martin',
  'Becker',
  'Nair',
  'Silva',
  'Kim',
  'Novak',
  'Haddad',
  'Jensen',
  'Moreau',
  'Tanaka',
  'Mensah',
  'Petrov',
  'Garcia',
  'Costa',
  'Dubois',
  'Ali',
  'Schmidt',
  'Khan',
  'Lopez',
  'Ivanova',
  'Nguyen',
  'Ortiz',
  'Weber',
  'Singh',
  'Murphy',
  'Sato',
  'Cohen',
  'Bauer',
  'Adeyemi',
  'Larsen',
  'Romano',
  'Yilmaz',
  'Fischer',
  'Park',
  'Reyes',
  'Hansen',
  'Kowalski',
  'Mendes',
  'Suzuki',
  'Osei',
  'Varga',
  'Berg',
  'Quinn',
];

const sqlArray = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/** The username of the i-th seeded user (1-based): first, '.' or '_', last, i. */
export function usernameOf(i: number): string {
  const first = FIRST_NAMES[i % FIRST_NAMES.length]!.toLowerCase();
  const last = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]!.toLowerCase();
  return `${first}${i % 3 === 0 ? '_' : '.'}${last}${i}`;
}

/** Seeded users that the home feed and the public profile hide: every 997th is blocked, every 50th locked. */
export const isBlockedSeed = (i: number) => i % 997 === 0;

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database next to DATABASE_URL's; answers its URL and a function that drops it. */
export async function createBenchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = process.env.DATABASE_URL;
  if (!admin) throw new Error('DATABASE_URL must point at a PostgreSQL server');
  // BENCH_DB_PREFIX: the name's start (default hh_bench), for servers where each user keeps to their own.
  const name = `${process.env.BENCH_DB_PREFIX ?? 'hh_bench'}_${randomBytes(4).toString('hex')}`;
  await withClient(admin, (c) => c.query(`create database ${name}`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(admin, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

/**
 * Inserts `count` users in one statement (migrated schema expected), then vacuum analyze. The secondary
 * indexes of `users` (not the keys) are dropped first and made again from their own definitions after the
 * rows, as a restore does: building a GIN index at once is much faster than growing it row by row.
 */
export async function seedUsers(client: pg.Client, count: number): Promise<void> {
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = 'public' and i.tablename = 'users'
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  await client.query(`
    insert into users (identity, email, name, username, gender, is_public, is_searchable, is_locked, is_blocked, created_at)
    select 'bench:' || i, 'u' || i || '@bench.test',
           f || ' ' || l,
           lower(f) || case when i % 3 = 0 then '_' else '.' end || lower(l) || i,
           case when i % 2 = 0 then 'male' else 'female' end,
           i % 10 <> 0, i % 7 <> 0, i % 50 = 0, i % 997 = 0,
           timestamptz '2025-01-01' + i * interval '7 seconds'
    from (
      select i, (${sqlArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}] as f,
                (${sqlArray(LAST_NAMES)})[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] as l
      from generate_series(1, ${count}) as i
    ) s`);
  await client.query("set maintenance_work_mem = '256MB'");
  for (const index of indexes) await client.query(index.definition);
  await client.query('vacuum analyze users');
}
