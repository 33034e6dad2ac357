export * from './constants.ts';
export * from './roles.ts';
export * from './messages.ts';
export * from './request-messages.ts';
export * from './password-strength.ts';
export * from './auth-rules.ts';
