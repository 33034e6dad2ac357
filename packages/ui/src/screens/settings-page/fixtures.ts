// Sample data for the settings stories (not shipped to the app's logic).
import type { AccountSettingsUser } from './account-settings.tsx';
import type { DeviceSession } from './device-sessions-list.tsx';

export const TIME_ZONE = 'America/Los_Angeles';

export const MEMBER_ACCOUNT: AccountSettingsUser = {
  email: 'maya@example.com',
  emailVerified: true,
  pendingEmail: null,
  createdAt: '2026-03-14T17:00:00.000Z',
};

export const UA = {
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  firefoxWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
};

export const THIS_DEVICE: DeviceSession = {
  id: '0b6f2f7e-1d1c-4c55-9b1e-6a1f3c0e0001',
  userAgent: UA.chromeMac,
  ipAddress: '203.0.113.24',
  createdAt: '2026-11-20T16:12:00.000Z',
  lastUsedAt: '2026-11-22T17:41:00.000Z',
  expiresAt: '2026-11-29T17:41:00.000Z',
  isCurrent: true,
};

export const PHONE_DEVICE: DeviceSession = {
  id: '0b6f2f7e-1d1c-4c55-9b1e-6a1f3c0e0002',
  userAgent: UA.safariIphone,
  ipAddress: '198.51.100.7',
  createdAt: '2026-11-02T03:30:00.000Z',
  lastUsedAt: '2026-11-21T14:05:00.000Z',
  expiresAt: '2026-11-28T14:05:00.000Z',
  isCurrent: false,
};

export const OLD_LAPTOP: DeviceSession = {
  id: '0b6f2f7e-1d1c-4c55-9b1e-6a1f3c0e0003',
  userAgent: UA.firefoxWindows,
  ipAddress: null,
  createdAt: '2026-10-30T19:00:00.000Z',
  lastUsedAt: '2026-11-16T08:20:00.000Z',
  expiresAt: '2026-11-23T08:20:00.000Z',
  isCurrent: false,
};

export const DEVICES: DeviceSession[] = [PHONE_DEVICE, THIS_DEVICE, OLD_LAPTOP];
