// Runs a command with the variables of an env file added to its environment, over any of the same
// name already set: `node scripts/with-env.mjs tests/build.env npm run build` is production's build
// with the test build's stand-in settings (`npm run test:build`).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

const [file, command, ...args] = process.argv.slice(2);
if (!file || !command) {
  console.error('usage: node scripts/with-env.mjs <env file> <command> [arguments…]');
  process.exit(2);
}
const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...parseEnv(readFileSync(file, 'utf8')) } });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
