import { rmSync } from 'node:fs';
import { mailDir, startMailbox } from './mailbox.ts';

export default async function globalSetup() {
  rmSync(mailDir, { recursive: true, force: true });
  const server = await startMailbox(Number(process.env.E2E_SMTP_PORT ?? 2526));
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
