import { describe, expect, it } from 'vitest';
import { assessPassword, PASSWORD_MAX_LENGTH } from '../../contracts/passwordStrength';

describe('shared password strength', () => {
  it.each(['password', 'password123', '12345678', 'qwertyuiop', 'iloveyou1', 'letmein123'])(
    'refuses the common password %s',
    (password) => {
      const result = assessPassword(password);
      expect(result.acceptable).toBe(false);
      expect(result.problem).toMatch(/too common|at least/);
    },
  );

  it.each(['saffron-river-42', 'sunrise over ganga', 'Tr0ub4dor&3'])('accepts %s without composition rules', (password) => {
    expect(assessPassword(password).acceptable).toBe(true);
  });

  it('bounds the length to 8..128 characters', () => {
    expect(assessPassword('Ab1$xyz').problem).toMatch(/at least 8/);
    expect(assessPassword('z'.repeat(PASSWORD_MAX_LENGTH + 1)).problem).toMatch(/at most 128/);
  });

  it("counts the member's own name as guessable", () => {
    expect(assessPassword('gargimaitreyi', ['Gargi', 'Maitreyi']).acceptable).toBe(false);
  });

  it('gives a 0..4 score for a meter', () => {
    expect(assessPassword('a').score).toBe(0);
    expect(assessPassword('mango temple river lotus').score).toBe(4);
  });
});
