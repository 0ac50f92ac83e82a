import { pruneBackups, writeBackup } from '../services/shared/backup';
import { commandConfig, fail, openDatabase } from './database';

/** `npm run backup`: one backup of the database and DATA_DIR's files into DATA_DIR/backups/. */
async function main() {
  const config = commandConfig();
  const { db, close } = await openDatabase(config);
  try {
    const file = await writeBackup(db, config.dataDir);
    console.log(`Yedek alındı / backup written: ${file}`);
    for (const name of pruneBackups(config.dataDir))
      console.log(`Eski yedek silindi / old backup removed: ${name}`);
  } finally {
    await close();
  }
}

main().catch((error) => fail(`Yedek alınamadı / backup failed: ${(error as Error).message}`));
