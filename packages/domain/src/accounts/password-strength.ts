// Strength meter of the register form (spec 1 §5): five criteria scored one point each.

export type StrengthLevel = 'Weak' | 'Medium' | 'Strong';

export interface PasswordStrength {
  score: number;
  level: StrengthLevel;
  criteria: { label: string; met: boolean }[];
}

export function passwordStrength(password: string): PasswordStrength {
  const criteria = [
    { label: 'At least 8 characters', met: password.length >= 8 },
    { label: 'A lowercase letter', met: /[a-z]/.test(password) },
    { label: 'An uppercase letter', met: /[A-Z]/.test(password) },
    { label: 'A number', met: /\d/.test(password) },
    { label: 'A special character', met: /[^A-Za-z0-9]/.test(password) },
  ];
  const score = criteria.filter((c) => c.met).length;
  const level: StrengthLevel = score === 5 ? 'Strong' : score >= 3 ? 'Medium' : 'Weak';
  return { score, level, criteria };
}
