// E-mail bodies. Text and HTML say the same thing; the HTML is plain inline-styled markup that
// mail clients render without external resources.

export interface RenderedMail {
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

function layout(
  appUrl: string,
  title: string,
  paragraphs: string[],
  action: { label: string; url: string },
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;background:#f5f7fa;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px"><a href="${escapeHtml(appUrl)}" style="color:#1f6f43;text-decoration:none">PedalSwap</a></h1>
${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1f6f43;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52606d">If the button does not work, copy this link into your browser:<br>${escapeHtml(action.url)}</p>
<p style="margin:0;font-size:13px;color:#52606d">PedalSwap, the Pacific Northwest's cycling marketplace. <a href="${escapeHtml(appUrl)}">${escapeHtml(appUrl)}</a></p>
</div></body></html>`;
}

export function verificationMail(appUrl: string, firstName: string, token: string): RenderedMail {
  const url = `${appUrl}/verify-email?token=${encodeURIComponent(token)}`;
  const subject = 'Verify your PedalSwap e-mail address';
  const lines = [
    `Hi ${firstName},`,
    'Welcome to PedalSwap! Please confirm your e-mail address so you can list gear, make offers and chat with other riders.',
    'This link works once and expires in 24 hours. If you did not create a PedalSwap account, you can ignore this e-mail.',
  ];
  const text = `${lines.join('\n\n')}\n\nVerify your e-mail: ${url}\n\nPedalSwap ${appUrl}\n`;
  return {
    subject,
    text,
    html: layout(appUrl, subject, lines, { label: 'Verify e-mail', url }),
    links: [url],
  };
}

export function passwordResetMail(appUrl: string, firstName: string, token: string): RenderedMail {
  const url = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const subject = 'Reset your PedalSwap password';
  const lines = [
    `Hi ${firstName},`,
    'Someone (hopefully you) asked to reset the password of your PedalSwap account. Choose a new password with the link below.',
    'The link works once and expires in 1 hour. Resetting signs you out on every device. If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  ];
  const text = `${lines.join('\n\n')}\n\nReset your password: ${url}\n\nPedalSwap ${appUrl}\n`;
  return {
    subject,
    text,
    html: layout(appUrl, subject, lines, { label: 'Reset password', url }),
    links: [url],
  };
}

export function emailChangeMail(
  appUrl: string,
  firstName: string,
  newEmail: string,
  token: string,
): RenderedMail {
  const url = `${appUrl}/verify-email-change?token=${encodeURIComponent(token)}`;
  const subject = 'Confirm your new PedalSwap e-mail address';
  const lines = [
    `Hi ${firstName},`,
    `Please confirm that ${newEmail} should become the e-mail address of your PedalSwap account. Until you do, your current address stays in use.`,
    'The link works once and expires in 24 hours. If you did not ask for this change, you can ignore this e-mail.',
  ];
  const text = `${lines.join('\n\n')}\n\nConfirm your new e-mail: ${url}\n\nPedalSwap ${appUrl}\n`;
  return {
    subject,
    text,
    html: layout(appUrl, subject, lines, { label: 'Confirm new e-mail', url }),
    links: [url],
  };
}
