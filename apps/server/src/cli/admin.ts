// `npm run admin -- grant|revoke <email>`: changes the admin role of an existing account.
import { pathToFileURL } from 'node:url';

import { roleChangeSchema } from '@unclewatch/core';

import { createAuthService, type RoleChange } from '../auth/index';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import type { Mailer } from '../providers/mail/index';

const USAGE = 'Usage: npm run admin -- grant|revoke <email>';

// The CLI sends no mail; better-auth only needs a mailer to be constructed.
const noMail: Mailer = { mode: 'outbox', send: async () => undefined };

export async function runAdminCommand(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; message: string }> {
  const parsed = roleChangeSchema.safeParse({ action: args[0], email: args[1] });
  if (!parsed.success || args.length !== 2) return { code: 2, message: USAGE };
  const { action, email } = parsed.data;

  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await database.migrate();
    const auth = await createAuthService(config, database, noMail);
    const result: RoleChange = await auth.setRole(email, action === 'grant' ? 'admin' : 'user');
    const messages: Record<RoleChange, [number, string]> = {
      granted: [0, `${email} is now an admin.`],
      revoked: [0, `${email} is no longer an admin.`],
      unchanged: [
        0,
        action === 'grant' ? `${email} is already an admin.` : `${email} was not an admin.`,
      ],
      'not-found': [1, `No account with the email ${email}. Sign up first, then grant.`],
    };
    const [code, message] = messages[result];
    const sticky =
      action === 'revoke' && config.auth.adminEmails.includes(email.toLowerCase())
        ? `\nNote: ${email} is listed in ADMIN_EMAILS, so the next sign-in grants admin again.`
        : '';
    return { code, message: message + sticky };
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runAdminCommand(process.argv.slice(2))
    .then(({ code, message }) => {
      (code === 0 ? console.log : console.error)(message);
      process.exit(code);
    })
    .catch((error: unknown) => {
      const message =
        error instanceof ConfigError
          ? error.message
          : error instanceof Error
            ? error.message
            : error;
      console.error(`admin command failed: ${String(message)}`);
      process.exit(1);
    });
}
