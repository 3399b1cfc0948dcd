/** Limits on the login and register endpoints. */
export interface AuthLimits {
  /** Login attempts, and separately register attempts, per client address per minute. */
  perIpPerMinute: number;
  /** Registrations tried for one e-mail address per hour. */
  registerPerEmailPerHour: number;
  /**
   * Failed logins for one account from one client address within the window. Counting per
   * account *and* address means a stranger guessing someone's password cannot lock the owner out.
   */
  failuresPerAccountAndIp: number;
  /**
   * Failed logins for one account from all addresses within the window. Past it, only addresses
   * that have not failed on this account may still try, which slows a distributed guessing attack
   * while the owner (who has not failed) still gets in.
   */
  failuresPerAccount: number;
  failureWindowMinutes: number;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  perIpPerMinute: 30,
  registerPerEmailPerHour: 5,
  failuresPerAccountAndIp: 5,
  failuresPerAccount: 50,
  failureWindowMinutes: 15,
};

export function resolveAuthLimits(overrides: Partial<AuthLimits> = {}): AuthLimits {
  const limits = { ...DEFAULT_AUTH_LIMITS, ...overrides };
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`Auth limit ${name} must be a positive whole number, got ${value}`);
  }
  return limits;
}
