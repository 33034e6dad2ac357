import { describe, expect, it } from 'vitest';
import { adminHref, adminNavFor, canOpenAdminPage, dashboardOwnerLinks } from './admin-pages.ts';

describe('admin pages (spec 3 §2.1)', () => {
  it('gives both staff roles the shared sidebar, in the spec order', () => {
    expect(adminNavFor('manager').map((l) => l.label)).toEqual([
      'Dashboard',
      'Review Submissions',
      'Manage Items',
      'Manage Offers',
      'Users',
      'AI Feedback Management',
    ]);
  });

  it('adds the owner-only pages for owners', () => {
    expect(adminNavFor('owner').map((l) => l.label)).toEqual([
      'Dashboard',
      'Review Submissions',
      'Manage Items',
      'Manage Offers',
      'Users',
      'AI Feedback Management',
      'AI Analytics',
      'System Configuration',
      'Testing Hub',
      'Audit Log',
    ]);
    expect(adminNavFor('owner').find((l) => l.key === 'audit')?.href).toBe('/admin/audit');
  });

  it('gives members and anonymous visitors nothing', () => {
    expect(adminNavFor('user')).toEqual([]);
    expect(adminNavFor(undefined)).toEqual([]);
    expect(canOpenAdminPage('user', 'dashboard')).toBe(false);
    expect(canOpenAdminPage(null, 'users')).toBe(false);
  });

  it('keeps the owner pages from managers', () => {
    for (const key of ['audit', 'aiAnalytics', 'aiConfig', 'aiTesting'] as const) {
      expect(canOpenAdminPage('manager', key)).toBe(false);
      expect(canOpenAdminPage('owner', key)).toBe(true);
    }
    expect(canOpenAdminPage('manager', 'aiFeedback')).toBe(true);
    expect(canOpenAdminPage('manager', 'chats')).toBe(true);
    expect(canOpenAdminPage('manager', 'transactions')).toBe(true);
    expect(canOpenAdminPage('manager', 'transactionStats')).toBe(true);
    expect(canOpenAdminPage('user', 'transactionStats')).toBe(false);
  });

  it('addresses the dashboard as /admin', () => {
    expect(adminHref('dashboard')).toBe('/admin');
    expect(adminHref('aiConfig')).toBe('/admin/ai/config');
    expect(adminHref('transactionStats')).toBe('/admin/transaction-stats');
  });
});

describe('dashboard owner links (spec 3 §2.2)', () => {
  it('lists the audit log and the AI pages for owners only', () => {
    expect(dashboardOwnerLinks('owner').map((l) => l.href)).toEqual([
      '/admin/audit',
      '/admin/ai/analytics',
      '/admin/ai/config',
      '/admin/ai/feedback',
      '/admin/ai/testing',
    ]);
    expect(dashboardOwnerLinks('manager')).toEqual([]);
  });
});
