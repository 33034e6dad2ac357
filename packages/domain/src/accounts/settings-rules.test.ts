import { describe, expect, it } from 'vitest';
import { profileEditFormSchema } from './account-form-rules.ts';
import { PASSWORD_MESSAGES, SETTINGS_MESSAGES as M } from './account-messages.ts';
import { profileUpdateSchema } from './profile-rules.ts';
import { checkChangeEmail, checkChangePassword } from './settings-checks.ts';
import {
  QUIET_HOUR_OPTIONS,
  changePasswordPayload,
  checkDeleteConfirmation,
  isOnTheHour,
} from './settings-rules.ts';

describe('change password (spec 1 §5)', () => {
  it('accepts a long enough new password, the confirmation left empty', () => {
    expect(checkChangePassword({ currentPassword: 'old', newPassword: 'Trail2027' })).toBeNull();
    expect(
      changePasswordPayload({
        currentPassword: 'old',
        newPassword: 'Trail2027',
        confirmPassword: '',
      }),
    ).toEqual({
      currentPassword: 'old',
      newPassword: 'Trail2027',
      confirmPassword: 'Trail2027',
    });
  });
  it.each([
    [
      { currentPassword: '', newPassword: 'Trail2027' },
      'currentPassword',
      M.currentPasswordRequired,
    ],
    [
      { currentPassword: 'old', newPassword: 'Trail2027', confirmPassword: 'Trail2028' },
      'confirmPassword',
      PASSWORD_MESSAGES.changeMismatch,
    ],
    [{ currentPassword: 'old', newPassword: 'short' }, 'newPassword', PASSWORD_MESSAGES.tooShort],
    [
      { currentPassword: 'old', newPassword: 'short', confirmPassword: 'short' },
      'newPassword',
      'Password must be at least 8 characters long',
    ],
    // The server's rule, which the form once left out (it checked the length only).
    [
      { currentPassword: 'old', newPassword: 'longenough' },
      'newPassword',
      'Password must contain at least one number',
    ],
    [
      { currentPassword: 'old', newPassword: '12345678' },
      'newPassword',
      'Password must contain at least one letter',
    ],
  ])('%o gives %s: %s', (input, path, msg) => {
    expect(checkChangePassword(input)).toEqual({ path, msg });
  });
  it('keeps an explicit confirmation', () => {
    expect(
      changePasswordPayload({ currentPassword: 'a', newPassword: 'b', confirmPassword: 'c' })
        .confirmPassword,
    ).toBe('c');
  });
});

describe('change e-mail (spec 1 §5)', () => {
  const current = 'Maya@Example.com';
  it.each([
    [
      { newEmail: '', currentPassword: 'pw' },
      'newEmail',
      'Please provide both new email and current password',
    ],
    [
      { newEmail: 'new@example.com', currentPassword: '' },
      'currentPassword',
      'Please provide both new email and current password',
    ],
    [
      { newEmail: 'maya@example', currentPassword: 'pw' },
      'newEmail',
      'Please enter a valid email address',
    ],
    [
      { newEmail: 'maya.example.com', currentPassword: 'pw' },
      'newEmail',
      'Please enter a valid email address',
    ],
    [
      { newEmail: 'MAYA@example.COM', currentPassword: 'pw' },
      'newEmail',
      'New email must be different from current email',
    ],
  ])('%o gives %s: %s', (input, path, msg) => {
    expect(checkChangeEmail(input, current)).toEqual({ path, msg });
  });
  it('accepts a different, well-formed address', () => {
    expect(
      checkChangeEmail({ newEmail: ' maya@gorge.example ', currentPassword: 'pw' }, current),
    ).toBeNull();
  });
});

describe('delete account (spec 1 §5)', () => {
  it.each(['', 'delete', 'DELETE ', 'Delete'])('rejects %j', (typed) => {
    expect(checkDeleteConfirmation(typed)).toEqual({
      path: 'confirmation',
      msg: 'Please type DELETE to confirm',
    });
  });
  it('accepts DELETE exactly', () => expect(checkDeleteConfirmation('DELETE')).toBeNull());
});

describe('quiet hours', () => {
  it('offers the 24 hours on the hour', () => {
    expect(QUIET_HOUR_OPTIONS).toHaveLength(24);
    expect(QUIET_HOUR_OPTIONS[0]).toBe('00:00');
    expect(QUIET_HOUR_OPTIONS[23]).toBe('23:00');
  });
  it.each([
    ['22:00', true],
    ['08:00', true],
    ['22:30', false],
    ['24:00', false],
    ['8:00', false],
  ])('%s on the hour: %s', (v, ok) => expect(isOnTheHour(v)).toBe(ok));
});

describe('bio length (code points, as the contract counts)', () => {
  it('accepts 1000 emoji and refuses 1001, on the server rule and the form rule', () => {
    const bio = '🚲'.repeat(1000);
    expect(bio.length).toBe(2000); // UTF-16 units: the old rule refused it
    expect(profileUpdateSchema.safeParse({ bio }).success).toBe(true);
    const form = { firstName: 'Maya', lastName: 'Hood', location: 'Portland, OR' };
    expect(profileEditFormSchema.safeParse({ ...form, bio }).success).toBe(true);
    const tooLongBio = profileUpdateSchema.safeParse({ bio: bio + '🚲' });
    expect(tooLongBio.error?.issues[0]?.message).toBe('Bio must not exceed 1000 characters');
    expect(profileEditFormSchema.safeParse({ ...form, bio: bio + '🚲' }).success).toBe(false);
  });
});
