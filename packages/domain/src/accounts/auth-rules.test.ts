import { describe, expect, it } from 'vitest';
import { toFieldIssues } from '../shared/field-issues.ts';
import { registerFormSchema, registerSchema, loginSchema } from './auth-rules.ts';
import { passwordStrength } from './password-strength.ts';
import { normalizeRole, isStaff, accountStatusLabel } from './roles.ts';

const valid = {
  email: 'rider@example.com',
  firstName: 'Ana',
  lastName: 'Lopez Diaz',
  location: 'Portland, OR',
  password: 'Trail2026',
};

function messagesFor(input: unknown) {
  const r = registerSchema.safeParse(input);
  return r.success ? [] : toFieldIssues(r.error);
}

describe('register rules (spec 1 §5)', () => {
  it('accepts a valid member', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ email: 'no-at-sign' }, 'email', 'Please enter a valid email address'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ firstName: 'A' }, 'firstName', 'First name must be at least 2 characters'],
    [{ firstName: 'A'.repeat(51) }, 'firstName', 'First name must not exceed 50 characters'],
    [{ firstName: 'Ann3' }, 'firstName', 'First name format is invalid'],
    [
      { firstName: 'Ann Marie Jo' },
      'firstName',
      'First name should contain only one space maximum',
    ],
    [{ lastName: 'Van  Dyke' }, 'lastName', 'Last name should contain only one space maximum'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ location: 'P' }, 'location', 'Location must be at least 2 characters'],
    [{ location: 'x'.repeat(256) }, 'location', 'Location must not exceed 255 characters'],
    [{ password: 'Ab1' }, 'password', 'Password must be at least 8 characters'],
    [{ password: 'ABCDEFG1' }, 'password', 'Password must contain at least one lowercase letter'],
    [{ password: 'abcdefg1' }, 'password', 'Password must contain at least one uppercase letter'],
    [{ password: 'Abcdefgh' }, 'password', 'Password must contain at least one number'],
  ])('%o gives %s: %s', (patch, path, msg) => {
    expect(messagesFor({ ...valid, ...patch })).toContainEqual({ path, msg });
  });

  it('names every missing field', () => {
    const paths = messagesFor({}).map((i) => i.path);
    expect(paths.sort()).toEqual(['email', 'firstName', 'lastName', 'location', 'password']);
  });

  it('checks the confirmation in the form', () => {
    const r = registerFormSchema.safeParse({ ...valid, confirmPassword: 'Other2026' });
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(toFieldIssues(r.error)).toContainEqual({
        path: 'confirmPassword',
        msg: 'Passwords do not match',
      });
    }
  });

  it('login needs an address and a password', () => {
    const r = loginSchema.safeParse({ email: 'x', password: '' });
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(toFieldIssues(r.error)).toEqual([
        { path: 'email', msg: 'Please enter a valid email address' },
        { path: 'password', msg: 'Password is required' },
      ]);
    }
  });
});

describe('password strength meter', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abcdefgh', 2, 'Weak'],
    ['Abcdefgh', 3, 'Medium'],
    ['Abcdefg1', 4, 'Medium'],
    ['Abcdef1!', 5, 'Strong'],
  ])('%s scores %i (%s)', (pw, score, level) => {
    expect(passwordStrength(pw)).toMatchObject({ score, level });
  });
});

describe('roles', () => {
  it('treats unknown roles as ordinary users', () => {
    expect(normalizeRole('admin')).toBe('user');
    expect(isStaff('manager')).toBe(true);
    expect(isStaff('owner')).toBe(true);
    expect(isStaff('superuser')).toBe(false);
  });
  it('shows both pending statuses as PENDING', () => {
    expect(accountStatusLabel('pending_verification')).toBe('PENDING');
    expect(accountStatusLabel('pending')).toBe('PENDING');
    expect(accountStatusLabel('active')).toBe('ACTIVE');
  });
});
