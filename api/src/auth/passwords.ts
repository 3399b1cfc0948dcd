import argon2 from 'argon2';

export interface PasswordHashingParams {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane. */
export const OWASP_ARGON2ID: PasswordHashingParams = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * The stored hash of accounts nobody can log in to (the sample members). It is not an argon2
 * encoding, so no password verifies against it; verification still spends a real hash's time.
 */
export const UNUSABLE_PASSWORD_HASH = '!unusable';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /**
   * Spends the same time as a real verification; used when the e-mail is unknown, so the answer's
   * timing does not reveal whether an account exists.
   */
  verifyNothing(password: string): Promise<void>;
}

export async function createPasswordHasher(params: PasswordHashingParams = OWASP_ARGON2ID): Promise<PasswordHasher> {
  const options = { ...params, type: argon2.argon2id } as const;
  const hash = (password: string) => argon2.hash(password, options);
  const decoyHash = await hash('a password nobody has, used only to spend time');
  const verify = async (storedHash: string, password: string): Promise<boolean> => {
    if (storedHash.startsWith(UNUSABLE_PASSWORD_HASH.charAt(0))) {
      // Same time as a real check, so the answer does not tell sample accounts apart.
      await verify(decoyHash, password);
      return false;
    }
    try {
      return await argon2.verify(storedHash, password);
    } catch {
      return false; // a malformed stored hash never matches
    }
  };
  return {
    hash,
    verify,
    async verifyNothing(password) {
      await verify(decoyHash, password);
    },
  };
}
