import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allResponseIds, httpAdmin, loginOver } from './support/http-admin';
import { postSubmission, randomSubmission } from './support/kill-under-load';
import { npmRun } from './support/npm-run';
import { secretFileOf } from '../src/identity/secret-file';
import {
  killAllServers,
  runServerToExit,
  startServer,
  STARTUP_TIMEOUT_MS,
} from './support/server-process';
import { createEmbeddedStorage, removeAllStorage } from './support/server-storage';

afterAll(async () => {
  await killAllServers();
  await removeAllStorage();
});

const SETTINGS = {
  acceptingResponses: false,
  classCodeRequired: true,
  guestRetentionDays: 45,
  contactEmail: 'truong@example.edu.vn',
  contactNote: 'Sao lưu và khôi phục',
  minimumGroupSize: 7,
};
const ACCOUNT = { username: 'backup-viewer', password: 'a long viewer password', role: 'viewer' };

describe('backups of the embedded database', () => {
  it(
    'npm run backup copies it while the server runs, and npm run restore brings all of it back',
    { timeout: 4 * STARTUP_TIMEOUT_MS + 60_000 },
    async () => {
      const original = createEmbeddedStorage();
      const server = await original.start();
      const admin = await httpAdmin(server.baseUrl);
      for (let i = 0; i < 30; i += 1) {
        expect((await postSubmission(server.baseUrl, randomSubmission())).status).toBe(201);
      }
      expect((await admin.send('POST', '/api/admin/users', ACCOUNT)).status).toBe(201);
      expect((await admin.send('PUT', '/api/admin/settings', SETTINGS)).status).toBe(200);
      const ids = (await allResponseIds(admin)).sort();
      const reliability = (await admin.get('/api/admin/analytics/reliability')).body.data;
      expect(ids).toHaveLength(30);

      const file = path.join(original.dataDir, '..', `${path.basename(original.dataDir)}.tar.gz`);
      const backup = await npmRun('backup', [file], { DATA_DIR: original.dataDir });
      expect(backup, backup.stderr).toMatchObject({ code: 0 });
      expect(backup.stdout).toContain(`written by the running server, process ${server.child.pid}`);
      // The server kept serving throughout.
      expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);

      // Never over a database that is there.
      const refused = await npmRun('restore', [file], { DATA_DIR: original.dataDir });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('is not empty');

      const restored = createEmbeddedStorage();
      const restore = await npmRun('restore', [file], { DATA_DIR: restored.dataDir });
      expect(restore, restore.stderr).toMatchObject({ code: 0 });
      fs.rmSync(file);

      // The backup does not carry the key of its e-mail hashes (issue 27): without it the copy
      // does not start, and the restore says where to put it; with it, it does.
      expect(restore.stdout).toContain(secretFileOf(restored.dataDir));
      const keyless = await runServerToExit(restored.database);
      expect(keyless.code).not.toBe(0);
      expect(keyless.stderr).toContain(`${secretFileOf(restored.dataDir)}, which is missing`);
      fs.copyFileSync(secretFileOf(original.dataDir), secretFileOf(restored.dataDir));

      const again = await startServer(restored.database);
      const adminAgain = await httpAdmin(again.baseUrl);
      expect((await allResponseIds(adminAgain)).sort()).toEqual(ids);
      // Every setting changed before the backup is back (the others keep their defaults).
      expect((await adminAgain.get('/api/admin/settings')).body.data).toMatchObject(SETTINGS);
      expect((await loginOver(again.baseUrl, ACCOUNT.username, ACCOUNT.password)).status).toBe(200);
      expect((await adminAgain.get('/api/admin/analytics/reliability')).body.data).toEqual(
        reliability,
      );
      // The copy runs beside the original: it took none of the original's locks with it.
      expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
      expect((await again.kill('SIGTERM')).code).toBe(0);
      expect((await server.kill('SIGTERM')).code).toBe(0);
    },
  );
});
