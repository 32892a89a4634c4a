/**
 * Seeding for the benchmarks: a fresh PostgreSQL database on DATABASE_URL's server, and users made in one
 * `generate_series` statement. Usernames follow {@link usernameOf}, so a benchmark can name any user.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const FIRST = [
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
const LAST = [
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
  const first = FIRST[i % FIRST.length]!.toLowerCase();
  const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!.toLowerCase();
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
  const name = `hh_bench_${randomBytes(4).toString('hex')}`;
  await withClient(admin, (c) => c.query(`create database ${name}`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(admin, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

/** Inserts `count` users in one statement (migrated schema expected), then vacuum analyze. */
export async function seedUsers(client: pg.Client, count: number): Promise<void> {
  await client.query(`
    insert into users (identity, email, name, username, gender, is_public, is_searchable, is_locked, is_blocked, created_at)
    select 'bench:' || i, 'u' || i || '@bench.test',
           f || ' ' || l,
           lower(f) || case when i % 3 = 0 then '_' else '.' end || lower(l) || i,
           case when i % 2 = 0 then 'male' else 'female' end,
           i % 10 <> 0, i % 7 <> 0, i % 50 = 0, i % 997 = 0,
           timestamptz '2025-01-01' + i * interval '7 seconds'
    from (
      select i, (${sqlArray(FIRST)})[1 + i % ${FIRST.length}] as f,
                (${sqlArray(LAST)})[1 + (i / ${FIRST.length}) % ${LAST.length}] as l
      from generate_series(1, ${count}) as i
    ) s`);
  await client.query('vacuum analyze users');
}
