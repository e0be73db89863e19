import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from './config/app-config';
import { createApp, openApiDocument } from './app/create-app';
import { runCommand } from './cli/commands';

async function serve(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.PORT);
  Logger.log(`ClearHire API listening on http://localhost:${config.PORT}/api (OpenAPI at /api/docs)`, 'Main');
}

/** Prints the OpenAPI document (the portal's client is generated from it) without listening. */
async function printOpenApi(): Promise<void> {
  const app = await createApp({ ...loadConfig(), LOG_LEVEL: 'error' });
  await app.init();
  process.stdout.write(JSON.stringify(openApiDocument(app), null, 2) + '\n');
  await app.close();
}

/** `node main.js` serves; `node main.js <command>` runs an operations command (see cli/commands.ts). */
async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (!command || command === 'serve') return serve();
  if (command === 'openapi') return printOpenApi();
  process.exitCode = await runCommand(command, args);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
