import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from './config/app-config';
import { createApp } from './app/create-app';
import { runCommand } from './cli/commands';

async function serve(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.PORT);
  Logger.log(`ClearHire API listening on http://localhost:${config.PORT}/api (OpenAPI at /api/docs)`, 'Main');
}

/** `node main.js` serves; `node main.js <command>` runs an operations command (see cli/commands.ts). */
async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (!command || command === 'serve') return serve();
  process.exitCode = await runCommand(command, args);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
