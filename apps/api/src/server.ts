import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { DataDirRefusedError, restrictNewFilesToOwner } from './db/data-dir-safety';
import { answerBackupRequests } from './db/embedded-backup';
import { bootstrapFirstAdmin } from './modules/admin-users/bootstrap';
import { keepHeapSmall } from './process/heap';
import { stopOnSignals } from './process/shutdown';
import { IdentitySecretError, prepareIdentity } from './identity/prepare';

function describeDatabase(config: Config): string {
  if (!config.DATABASE_URL) return `embedded database in ${config.DATA_DIR}`;
  const url = new URL(config.DATABASE_URL);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

/** Creates, listens, and closes gracefully: the process's whole life. */
async function main(): Promise<void> {
  keepHeapSmall();
  // The database, its identity secret and backups hold every response: this user's alone.
  restrictNewFilesToOwner();
  const config = loadConfig();
  const database = await openDatabase(config);
  const identitySecret = await prepareIdentity(database, config).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const admin = await bootstrapFirstAdmin(
    database.db,
    config.ADMIN_USERNAME,
    config.ADMIN_PASSWORD,
  );
  const app = await buildApp({ config: { ...config, IDENTITY_SECRET: identitySecret }, database });

  if (admin.generatedPassword) {
    // Printed once, outside the structured log, so it is not shipped to a log store.
    process.stdout.write(
      `\nCreated the first admin account "${admin.username}" with the password:\n\n` +
        `    ${admin.generatedPassword}\n\nKeep it safe: it will not be shown again.\n\n`,
    );
  } else if (admin.created) {
    app.log.info({ username: admin.username }, 'created the first admin account');
  }

  const stopJobs = app.jobs.start();

  if (database.dump) {
    answerBackupRequests(config.DATA_DIR, database.dump, app.log);
  }
  stopOnSignals(app, async () => {
    stopJobs();
    await database.close();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`serving on ${describeDatabase(config)}`);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DataDirRefusedError ||
    error instanceof IdentitySecretError
  ) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `The server could not start: ${String((error as Error)?.stack ?? error)}\n`,
    );
  }
  process.exit(1);
});
