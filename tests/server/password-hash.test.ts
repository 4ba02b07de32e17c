import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, passwordParams, verifyPassword } from '../../server/auth/password';
import { theRow } from '../../server/db/query';
import { users } from '../../server/db/schema';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../support/test-app';

/** Issue 8, defect 20: scrypt at OWASP's minimum, and older hashes redone at sign-in. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registrations: 0 });
});

const storedHash = async (email: string) =>
  theRow(await t.db.orm.select({ password: users.password }).from(users).where(eq(users.email, email)))
    .password as string;

describe('password hashing', () => {
  it('defaults to OWASP’s minimum scrypt cost: N=2^17, r=8, p=1', () => {
    expect(passwordParams({})).toEqual({ N: 131072, r: 8, p: 1 });
    expect(passwordParams({ PASSWORD_HASH_COST: '3' })).toEqual({ N: 131072, r: 8, p: 1 });
  });

  it('hashes at the default cost and verifies', async () => {
    const hash = await hashPassword('s3cret-pass', passwordParams({}));
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('s3cret-pass', hash)).toBe(true);
    expect(await verifyPassword('other-pass', hash)).toBe(false);
    expect(needsRehash(hash, passwordParams({}))).toBe(false);
  });

  it('rehashes an older, cheaper hash on sign-in, transparently', async () => {
    // Half the cost new hashes get, whatever the suite's (PASSWORD_HASH_COST) or production's.
    const old = await hashPassword(DEMO_PASSWORD, { ...passwordParams(), N: passwordParams().N / 2 });
    await t.db.orm.update(users).set({ password: old }).where(eq(users.email, 'agent@example.com'));
    expect(needsRehash(old)).toBe(true);
    await t.as('agent@example.com');
    const renewed = await storedHash('agent@example.com');
    expect(renewed).not.toBe(old);
    expect(renewed.startsWith(`scrypt$${passwordParams().N}$8$1$`)).toBe(true);
    expect(await verifyPassword(DEMO_PASSWORD, renewed)).toBe(true);
    await t.as('agent@example.com');
    expect(await storedHash('agent@example.com')).toBe(renewed);
  });
});
