// Exact user-facing messages of the spec, shared by server and client. Generic form messages
// follow spec 1 §5: "{field} is required", "must be at least N characters",
// "must not exceed N characters", "{field} format is invalid".

export const required = (field: string) => `${field} is required`;
export const tooShort = (field: string, n: number) => `${field} must be at least ${n} characters`;
export const tooLong = (field: string, n: number) => `${field} must not exceed ${n} characters`;
export const badFormat = (field: string) => `${field} format is invalid`;

export const MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordLower: 'Password must contain at least one lowercase letter',
  passwordUpper: 'Password must contain at least one uppercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordsDoNotMatch: 'Passwords do not match',
  firstNameSpaces: 'First name should contain only one space maximum',
  lastNameSpaces: 'Last name should contain only one space maximum',
  emailFirst: 'Please enter your email address first',
  noVerificationToken: 'No verification token provided',
  invalidCredentials: 'Invalid email or password. Please try again.',
  emailExists: 'An account with that email already exists. Please try logging in.',
  verificationRequired: 'Please verify your email address before doing this.',
  emailNotVerifiedPage:
    'Email Verification Required: Please verify your email address to access this page. Check your inbox for the verification link.',
  sessionExpired: 'Session expired. Please log in again.',
  authFailure: 'Your session has expired. Please log in again to continue.',
  registrationSuccess: 'Registration successful! Check your email to verify your account.',
  accessDeniedAdmin: "Access Denied: You don't have administrator privileges to access this page.",
  accessDeniedRole: "Access Denied: You don't have permission to access this page.",
  accountLocked: 'Account temporarily locked. Please try again later.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  invalidVerificationToken: 'This verification link is invalid or has expired.',
  emailVerified: 'Your email has been verified. You can now use every feature of PedalSwap.',
  verificationSent: 'Verification email sent! Please check your inbox.',
  invalidRefreshToken: 'Session expired. Please log in again.',
  accountSuspended: 'This account has been suspended. Please contact support.',
} as const;
