// Accounts (spec 1): sign-in and register, passwords, profile and settings, roles, devices,
// notifications.
export * from './account-messages.ts';
export * from './session-messages.ts';
export * from './auth-rules.ts';
export * from './password-rules.ts';
export * from './password-strength.ts';
export * from './account-rules.ts';
export * from './account-form-rules.ts';
export * from './avatar-rules.ts';
export * from './settings-rules.ts';
export * from './settings-checks.ts';
export * from './profile-rules.ts';
export * from './profile-messages.ts';
export * from './roles.ts';
export * from './user-agent.ts';
export * from './notification-types.ts';
export * from './notification-preferences.ts';
export * from './notification-display.ts';
export * from './staff-user-rules.ts';
