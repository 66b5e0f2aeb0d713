// `npm run admin -- reset-password NAME` and `npm run admin -- create-superadmin NAME`: the
// break-glass commands an operator runs on the server when nobody can sign in to manage the
// accounts. They open the database the server would (DATABASE_URL, else the embedded one in
// DATA_DIR, which admits one process: stop the server first) and take the password from
// ADMIN_PASSWORD, or generate one and print it once.
import { USERNAME_PATTERN } from '@prca/core';
import { ConfigError, loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { DataDirLockedError } from '../apps/api/src/db/data-dir-lock';
import { DataDirRefusedError, restrictNewFilesToOwner } from '../apps/api/src/db/data-dir-safety';
import {
  BreakGlassError,
  createSuperadmin,
  resetAdminPassword,
  type BreakGlassResult,
} from '../apps/api/src/modules/admin-users/break-glass';

const USAGE = `Usage: npm run admin -- <command> NAME

  reset-password NAME      give the admin account NAME a new password (and sign it out)
  create-superadmin NAME   create NAME, an active super administrator with every permission

The password is ADMIN_PASSWORD when set (at least 12 characters), otherwise one is generated
and printed once. The database is the server's: DATABASE_URL, else the embedded one in
DATA_DIR (stop the server first: the embedded database admits one process).
`;

const COMMANDS = {
  'reset-password': resetAdminPassword,
  'create-superadmin': createSuperadmin,
} as const;

class UsageError extends Error {}

function parse(args: string[]) {
  const [command, username, ...rest] = args;
  if (!command || !(command in COMMANDS) || !username || rest.length > 0) {
    throw new UsageError(command && !(command in COMMANDS) ? `Unknown command "${command}".` : '');
  }
  if (!USERNAME_PATTERN.test(username)) {
    throw new UsageError('NAME must be 3-64 letters, digits, dots, dashes or underscores.');
  }
  return { command: command as keyof typeof COMMANDS, username };
}

function report(command: keyof typeof COMMANDS, result: BreakGlassResult): string {
  const done =
    command === 'reset-password'
      ? `Set a new password for "${result.username}" and ended its sessions.`
      : `Created the super administrator "${result.username}".`;
  return result.generatedPassword
    ? `${done} Its password:\n\n    ${result.generatedPassword}\n\nKeep it safe: it will not be shown again.\n`
    : `${done} Its password is the one in ADMIN_PASSWORD.\n`;
}

async function main(): Promise<number> {
  restrictNewFilesToOwner();
  let parsed;
  try {
    parsed = parse(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message ? `${error.message}\n\n` : ''}${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const result = await COMMANDS[parsed.command](
      database.db,
      parsed.username,
      config.ADMIN_PASSWORD,
    );
    process.stdout.write(report(parsed.command, result));
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof ConfigError ||
      error instanceof DataDirLockedError ||
      error instanceof DataDirRefusedError ||
      error instanceof BreakGlassError;
    process.stderr.write(
      `${known ? (error as Error).message : String((error as Error)?.stack ?? error)}\n`,
    );
    process.exit(1);
  },
);
