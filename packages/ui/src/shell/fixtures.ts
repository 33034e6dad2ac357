// Sample members for stories (not shipped to the app's logic).
import type { ShellUser } from './nav-links.ts';

export const MEMBER: ShellUser = {
  firstName: 'Maya',
  lastName: 'Okafor',
  email: 'maya@example.com',
  role: 'user',
};
export const MANAGER: ShellUser = {
  firstName: 'Theo',
  lastName: 'Lindqvist',
  email: 'theo@pedalswap.example',
  role: 'manager',
};
export const OWNER: ShellUser = {
  firstName: 'Rosa',
  lastName: 'Delgado',
  email: 'rosa@pedalswap.example',
  role: 'owner',
};
