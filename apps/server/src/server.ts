import { planAdminToken } from './admin/admin-token.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, startupWarnings } from './config.js';
import { defaultWebDist } from './lib/paths.js';

/** Starts HandleHub: validated config, the app on PORT, and a graceful stop on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const admin = planAdminToken(config);
  const app = await buildApp({ ...admin.config, webDist: config.webDist ?? defaultWebDist() });
  admin.persist();
  app.log.info(admin.describe);
  for (const warning of startupWarnings(config)) app.log.warn(warning);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('in-flight requests did not finish within 10 s; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
