// Exact user-facing messages of the spec, shared by server and client. Generic form messages
// follow spec 1 §5: "{field} is required", "must be at least N characters",
// "must not exceed N characters", "{field} format is invalid".

export const required = (field: string) => `${field} is required`;
export const tooShort = (field: string, n: number) => `${field} must be at least ${n} characters`;
export const tooLong = (field: string, n: number) => `${field} must not exceed ${n} characters`;
export const badFormat = (field: string) => `${field} format is invalid`;

export interface FieldIssue {
  path: string;
  msg: string;
}

/**
 * The name shown where a member who deleted their account used to be (an offer's bidder, a chat's
 * buyer or seller): their name leaves with the account, their trades stay.
 */
export const FORMER_MEMBER = 'Former member';
