import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { runMigrations } from '../db';
import { RestoreRefused, restoreBackup } from '../services/shared/backup';
import { commandConfig, fail, openDatabase } from './database';

/**
 * `npm run restore FILE`: into an empty DATA_DIR (a backups folder may be there) and an empty database: the
 * migrations first, then the rows, the sequences and the files.
 */
async function main() {
  const file = process.argv[2];
  if (!file || !existsSync(file)) fail('Kullanım / usage: npm run restore <yedek dosyası / backup file>');
  const config = commandConfig();
  const present = existsSync(config.dataDir)
    ? readdirSync(config.dataDir).filter((name) => name !== 'backups')
    : [];
  if (present.length > 0)
    fail(
      `DATA_DIR boş değil (${config.dataDir}: ${present.slice(0, 3).join(', ')}); boş bir klasöre geri yükleyiniz. / ` +
        'DATA_DIR is not empty: restore into an empty directory.',
    );
  const { db, close } = await openDatabase(config, true);
  try {
    await runMigrations(db);
    const summary = await restoreBackup(db, config.dataDir, resolve(file));
    const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
    console.log(`Geri yüklendi / restored: ${rows} satır / rows, ${summary.files} dosya / files`);
  } finally {
    await close();
  }
}

main().catch((error) =>
  fail(
    error instanceof RestoreRefused
      ? error.message
      : `Geri yüklenemedi / restore failed: ${(error as Error).message}`,
  ),
);
