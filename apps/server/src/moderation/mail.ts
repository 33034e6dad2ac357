// E-mails of moderation outcomes (spec 2 §4.1: "the item owner is notified by e-mail"). Text and
// HTML say the same thing, like src/mail/templates.ts; the HTML is plain inline-styled markup.
import { type ItemType, ITEM_TYPE_LABELS } from '@pedalswap/domain/items';

export interface ModerationMail {
  subject: string;
  text: string;
  html: string;
  links: string[];
}

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Text and HTML of one mail: the paragraphs, then one button (spelled out in the text too). */
function render(
  appUrl: string,
  subject: string,
  lines: readonly string[],
  button: { label: string; url: string },
): ModerationMail {
  const { label, url } = button;
  const text = `${lines.join('\n\n')}\n\n${label}: ${url}\n\nPedalSwap ${appUrl}\n`;
  const paragraphs = lines.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;background:#f5f7fa;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px"><a href="${escapeHtml(appUrl)}" style="color:#1f6f43;text-decoration:none">PedalSwap</a></h1>
${paragraphs}
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#1f6f43;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52606d">If the button does not work, copy this link into your browser:<br>${escapeHtml(url)}</p>
<p style="margin:0;font-size:13px;color:#52606d">PedalSwap, the Pacific Northwest's cycling marketplace. <a href="${escapeHtml(appUrl)}">${escapeHtml(appUrl)}</a></p>
</div></body></html>`;
  return { subject, text, html, links: [url] };
}

export type ModerationOutcome = 'rejected' | 'unapproved';

export function moderationMail(
  appUrl: string,
  outcome: ModerationOutcome,
  item: { id: string; type: ItemType; name: string },
  owner: { firstName: string },
  reason: string,
): ModerationMail {
  const kind = ITEM_TYPE_LABELS[item.type].toLowerCase();
  const url = `${appUrl}/list-item/${item.type}/${item.id}`;
  const subject =
    outcome === 'rejected'
      ? `Your listing "${item.name}" was not approved`
      : `Your listing "${item.name}" was removed from the catalog`;
  const intro =
    outcome === 'rejected'
      ? `Our moderators reviewed your ${kind} listing "${item.name}" and could not approve it yet.`
      : `Our moderators took your ${kind} listing "${item.name}" out of the public catalog.`;
  const lines = [
    `Hi ${owner.firstName},`,
    intro,
    `Reason: ${reason}`,
    'The listing is back in your drafts with nothing lost. Update it and submit it for review again when it is ready.',
  ];
  return render(appUrl, subject, lines, { label: 'Edit your listing', url });
}

type TransferSide = 'previous' | 'new';

/**
 * Issue 14 item 4: an ownership transfer e-mails both members. The previous owner learns the
 * listing left their account (not to whom: the new owner's name is theirs to share); the new
 * owner where to find it and that a completed trade comes back as a draft to list again.
 */
export function transferMail(
  appUrl: string,
  side: TransferSide,
  item: { id: string; type: ItemType; name: string; status: string },
  recipient: { firstName: string },
): ModerationMail {
  const kind = ITEM_TYPE_LABELS[item.type].toLowerCase();
  if (side === 'previous') {
    const subject = `Your listing "${item.name}" now belongs to another member`;
    const lines = [
      `Hi ${recipient.firstName},`,
      `Our staff transferred your ${kind} listing "${item.name}" to another member's account, as agreed in its trade.`,
      'It no longer appears among your listings.',
    ];
    return render(appUrl, subject, lines, { label: 'Your profile', url: `${appUrl}/profile` });
  }
  const subject = `"${item.name}" is now yours on PedalSwap`;
  const lines = [
    `Hi ${recipient.firstName},`,
    `Our staff transferred the ${kind} "${item.name}" to your account.`,
    item.status === 'draft'
      ? 'It is in your listings as a draft: update it and publish it whenever you want to trade it on.'
      : 'It is in your listings now, and you can edit it like any of your own.',
  ];
  return render(appUrl, subject, lines, {
    label: 'Open your listing',
    url: `${appUrl}/list-item/${item.type}/${item.id}`,
  });
}
