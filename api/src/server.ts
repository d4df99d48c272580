import { buildApp } from './app.js';
import { ConfigError, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, loadConfig } from './config.js';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().finally(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shown}:${config.port}`;
  const lines = [
    `Telehealth admin at ${url}${config.serveApps ? '' : ' (API only)'}  (API docs: ${url}/api/docs)`,
  ];
  if (config.adminEmail === DEMO_ADMIN_EMAIL && config.adminPassword === DEMO_ADMIN_PASSWORD) {
    lines.push(`Demo admin login: ${DEMO_ADMIN_EMAIL} / ${DEMO_ADMIN_PASSWORD}`);
  } else {
    lines.push(`Admin login: ${config.adminEmail} (password from ADMIN_PASSWORD)`);
  }
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
