import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * Password strength for the sign-up meter, with zxcvbn's common-password dictionaries.
 * The dictionaries are large, so they load on first use, not with the page.
 * (Stands in until a shared web/src/shared/passwordStrength.ts exists.)
 */
export interface PasswordStrength {
  /** 0 (guessable) … 4 (very strong). */
  score: 0 | 1 | 2 | 3 | 4;
  label: string;
  hint: string;
}

export const STRENGTH_LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

let checker: Promise<ZxcvbnFactory> | null = null;

function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        translations: en.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...en.dictionary },
      }),
  );
  return checker;
}

export async function estimatePasswordStrength(password: string, userInputs: string[] = []): Promise<PasswordStrength> {
  const zxcvbn = await loadChecker();
  const result = zxcvbn.check(password, userInputs.filter(Boolean));
  const hint = result.feedback.warning || result.feedback.suggestions[0] || '';
  return { score: result.score, label: STRENGTH_LABELS[result.score], hint };
}
