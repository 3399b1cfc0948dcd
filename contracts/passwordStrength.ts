/**
 * Password strength, shared by the sign-up page's strength meter and the server's check, so both
 * say the same thing. Heavy (zxcvbn's dictionaries): the web app loads it lazily, with `import()`. No composition rules (OWASP ASVS 6.2.5): 8 to 128 characters, and the most
 * common or easily guessed passwords are refused (ASVS 6.2.4) using zxcvbn's common-password
 * dictionary and keyboard patterns. (The English word and name lists would add ~600 KiB brotli to
 * the sign-up page for little gain over the common-password list.) Free of Node-only imports.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { translations } from '@zxcvbn-ts/language-en';
import { PASSWORD_MESSAGES } from './messages/password';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './rules';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };
/** zxcvbn scores 0–4; below 2 means fewer than about a million guesses. */
export const PASSWORD_MIN_SCORE = 2;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordAssessment {
  /** 0 (very weak) to 4 (very strong), for a meter. */
  score: PasswordScore;
  acceptable: boolean;
  /** Why it is not acceptable, as a sentence for the person typing. */
  problem?: string;
  /** zxcvbn's hints, e.g. "Add more words that are less common." */
  suggestions: string[];
}

export const SCORE_LABELS: Record<PasswordScore, string> = {
  0: 'Very weak',
  1: 'Weak',
  2: 'Fair',
  3: 'Strong',
  4: 'Very strong',
};

let factory: ZxcvbnFactory | undefined;
/** Built on first use: ranking the dictionaries takes a few tens of milliseconds. */
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: common.dictionary,
    graphs: common.adjacencyGraphs,
    translations,
  });
  return factory;
}

/**
 * @param userInputs the person's own name and e-mail, so a password made of them counts as weak.
 */
export function assessPassword(password: string, userInputs: string[] = []): PasswordAssessment {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return {
      score: 0,
      acceptable: false,
      problem: PASSWORD_MESSAGES.tooShort(PASSWORD_MIN_LENGTH),
      suggestions: [],
    };
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return {
      score: 0,
      acceptable: false,
      problem: PASSWORD_MESSAGES.tooLong(PASSWORD_MAX_LENGTH),
      suggestions: [],
    };
  }
  const result = zxcvbn().check(password, userInputs.filter(Boolean));
  const score = result.score as PasswordScore;
  const acceptable = score >= PASSWORD_MIN_SCORE;
  return {
    score,
    acceptable,
    problem: acceptable ? undefined : PASSWORD_MESSAGES.tooGuessable(result.feedback.warning),
    suggestions: result.feedback.suggestions,
  };
}
