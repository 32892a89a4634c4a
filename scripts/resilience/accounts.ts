export interface Account {
  username: string;
  token: string;
}

/** Signs up `count` people through the API (dev login), as the load's readers and writers. */
export async function signUpAccounts(base: string, count: number, runId: string): Promise<Account[]> {
  const accounts: Account[] = [];
  for (let i = 0; i < count; i++) {
    const username = `rz${runId}${i}`;
    const response = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username,
        gender: i % 2 ? 'male' : 'female',
        googleUser: { email: `${username}@resilience.test`, name: `Load Person ${i}` },
      }),
    });
    if (response.status !== 201)
      throw new Error(`sign-up ${username}: ${response.status} ${await response.text()}`);
    const { authToken } = (await response.json()) as { authToken: string };
    accounts.push({ username, token: authToken });
  }
  return accounts;
}
