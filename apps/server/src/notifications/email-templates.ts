// The notification e-mails: one per notification ("immediate") or a digest listing several.
// Each has a text and an HTML part, names PedalSwap, and carries absolute links: the
// notification's actionUrl on APP_URL and APP_URL/settings#notifications to change preferences.
import type { MailMessage } from '../mail/mailer.ts';

export interface MailNotification {
  title: string;
  message: string;
  actionUrl: string | null;
}

export type DigestFrequency = 'hourly' | 'daily' | 'weekly';

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** An absolute link: app paths are joined to APP_URL; anything else lands on /notifications. */
export function absoluteLink(appUrl: string, actionUrl: string | null): string {
  if (actionUrl && actionUrl.startsWith('/') && !actionUrl.startsWith('//')) {
    return `${appUrl}${actionUrl}`;
  }
  return `${appUrl}/notifications`;
}

export const settingsLink = (appUrl: string) => `${appUrl}/settings#notifications`;

function htmlLayout(appUrl: string, title: string, inner: string): string {
  const settings = settingsLink(appUrl);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;background:#f5f7fa;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px"><a href="${escapeHtml(appUrl)}" style="color:#1f6f43;text-decoration:none">PedalSwap</a></h1>
${inner}
<p style="margin:24px 0 0;font-size:13px;color:#52606d">You receive this e-mail because of your PedalSwap notification settings. <a href="${escapeHtml(settings)}">Change your notification preferences</a>.</p>
</div></body></html>`;
}

function itemHtml(appUrl: string, n: MailNotification): string {
  const link = absoluteLink(appUrl, n.actionUrl);
  return `<h2 style="font-size:16px;margin:0 0 8px">${escapeHtml(n.title)}</h2>
<p style="margin:0 0 8px">${escapeHtml(n.message)}</p>
<p style="margin:0 0 20px"><a href="${escapeHtml(link)}" style="color:#1f6f43">View on PedalSwap</a></p>`;
}

const itemText = (appUrl: string, n: MailNotification) =>
  `${n.title}\n${n.message}\n${absoluteLink(appUrl, n.actionUrl)}`;

const footerText = (appUrl: string) =>
  `Change your notification preferences: ${settingsLink(appUrl)}\n\nPedalSwap ${appUrl}\n`;

export function notificationMail(
  appUrl: string,
  to: string,
  firstName: string,
  n: MailNotification,
): MailMessage {
  const subject = `PedalSwap: ${n.title}`;
  const text = `Hi ${firstName},\n\n${itemText(appUrl, n)}\n\n${footerText(appUrl)}`;
  const inner = `<p style="margin:0 0 16px">Hi ${escapeHtml(firstName)},</p>\n${itemHtml(appUrl, n)}`;
  return {
    to,
    subject,
    text,
    html: htmlLayout(appUrl, subject, inner),
    links: [absoluteLink(appUrl, n.actionUrl), settingsLink(appUrl)],
  };
}

const PERIOD_WORD: Record<DigestFrequency, string> = {
  hourly: 'hourly',
  daily: 'daily',
  weekly: 'weekly',
};

export function digestMail(
  appUrl: string,
  to: string,
  firstName: string,
  frequency: DigestFrequency,
  items: MailNotification[],
): MailMessage {
  const count = items.length;
  const noun = count === 1 ? 'notification' : 'notifications';
  const subject = `Your ${PERIOD_WORD[frequency]} PedalSwap digest: ${count} new ${noun}`;
  const intro = `Here is what happened on PedalSwap since your last digest (${count} ${noun}).`;
  const text = `Hi ${firstName},\n\n${intro}\n\n${items
    .map((n) => itemText(appUrl, n))
    .join('\n\n')}\n\nAll notifications: ${appUrl}/notifications\n${footerText(appUrl)}`;
  const inner = `<p style="margin:0 0 16px">Hi ${escapeHtml(firstName)},</p>
<p style="margin:0 0 20px">${escapeHtml(intro)}</p>
${items.map((n) => itemHtml(appUrl, n)).join('\n')}
<p style="margin:0"><a href="${escapeHtml(`${appUrl}/notifications`)}" style="color:#1f6f43">All notifications</a></p>`;
  return {
    to,
    subject,
    text,
    html: htmlLayout(appUrl, subject, inner),
    links: [...items.map((n) => absoluteLink(appUrl, n.actionUrl)), settingsLink(appUrl)],
  };
}
