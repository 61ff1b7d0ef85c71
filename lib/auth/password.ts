import 'server-only';
import argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes) keeps a login under ~50 ms on two cores.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS);

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// Verifying against a fixed hash when the account is unknown keeps response times alike,
// so timing does not reveal which logins exist.
let dummy: Promise<string> | undefined;
export async function burnPasswordCheck(password: string) {
  dummy ??= hashPassword('timing-equaliser-Aa1!');
  await verifyPassword(await dummy, password);
}
