import { join } from 'node:path';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig, parseBoolean, startAddress } from './config';
import { createDb, createPool, runMigrations } from './db';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded';
import { DEMO } from './demoCredentials';
import { seedDemoWhenEmpty } from './seed';
import { disablePublishedDemoOperator } from './services/platform/operators';
import { buildSpa, spaIsStale } from './spa';

/**
 * `npm start`: build the SPA when stale, start PostgreSQL (embedded, or DATABASE_URL), migrate, disable the
 * published demo operator, seed the demo account when empty, start the job queue, serve /api and the SPA on one
 * port. Ctrl+C stops the job queue, the server and PostgreSQL cleanly.
 */
async function main() {
  let config: Config;
  try {
    config = loadConfig(process.env, {
      serveSpa: process.env.SERVE_SPA !== 'false',
      // The job queue (daily dues runs) is on unless JOBS=false, e.g. on extra instances that only serve the API.
      jobs: parseBoolean('JOBS', process.env.JOBS, true),
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Yapılandırma hatası: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  if (config.serveSpa && spaIsStale()) {
    console.log('Arayüz derleniyor (vite build)…');
    buildSpa();
  }

  let embedded: EmbeddedDatabase | null = null;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(join(config.dataDir, 'pg'));
    url = embedded.url;
  }
  const pool = createPool(url);
  const db = createDb(pool);
  await runMigrations(db);
  await disablePublishedDemoOperator(db, console.warn);
  if (config.demo && (await seedDemoWhenEmpty(db, config.dataDir, config.payments.secretsKey)))
    console.log('Demo hesabı oluşturuldu.');

  const app = await buildApp(config, { db, databaseUrl: url });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: kapatılıyor…`);
    await app.close();
    await pool.end();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = startAddress(config.host, config.port);
  console.log(`\nSite Yönetimi çalışıyor: ${address}`);
  console.log(`API belgeleri: ${address}/api/docs`);
  if (!config.publicUrlConfigured) {
    console.log(
      `PUBLIC_URL ayarlanmamış: SMS'lerdeki ve sakin sayfası bağlantıları ${config.publicUrl} adresini taşıyacak.`,
    );
  }
  if (config.demo) console.log(`Demo girişi: telefon ${DEMO.phoneDisplay}, şifre ${DEMO.password}`);
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
