/**
 * The sign-up page's view of the shared password check (contracts/passwordStrength.ts, the
 * same rules the server applies). Its dictionaries are large, so they load on first use.
 */
export interface PasswordStrength {
  /** 0 (guessable) … 4 (very strong). */
  score: 0 | 1 | 2 | 3 | 4;
  label: string;
  /** Why the server would refuse it, or zxcvbn's first hint. */
  hint: string;
  acceptable: boolean;
}

export async function estimatePasswordStrength(password: string, userInputs: string[] = []): Promise<PasswordStrength> {
  const { assessPassword, SCORE_LABELS } = await import('@contracts/passwordStrength');
  const assessment = assessPassword(password, userInputs);
  return {
    score: assessment.score,
    label: SCORE_LABELS[assessment.score],
    hint: assessment.problem ?? assessment.suggestions[0] ?? '',
    acceptable: assessment.acceptable,
  };
}
