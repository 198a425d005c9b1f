// `npm run staff:create -- --email chef@example.md --role owner [--name "Ana Rusu"] [--restaurants 1,2]`
// Creates a staff account. The password is never an argument (it would stay in the shell's history): it is
// asked twice without echo on a terminal, or read from the first line of standard input
// (`printf '%s\n' "$PASSWORD" | npm run staff:create -- …`). The first owner is made this way: there is
// no default password anywhere.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { ApiError, errorBody } from '../http/errors';
import { STAFF_ROLES, createStaffService } from '../services/staff';
import { PASSWORD_LENGTH } from '../services/passwords';
import { openConfiguredDatabase } from '../db/open';
import { systemClock } from '../services/clock';
import type { StaffRole } from '../db/schema';

const usage =
  'Usage: npm run staff:create -- --email <email> --role owner|manager|operator [--name <name>] [--restaurants <id,id>]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Reads a line from a terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    let asked = false;
    output._writeToOutput = (s: string) => {
      if (!asked) process.stdout.write(s);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    asked = true;
  });
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await askHidden('Password: ');
    const second = await askHidden('Again: ');
    if (first !== second) fail('The two passwords differ.');
    return first;
  }
  const rl = createInterface({ input: process.stdin });
  for await (const line of rl) return line;
  return '';
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    role: { type: 'string' },
    name: { type: 'string' },
    restaurants: { type: 'string' },
  },
});
if (!values.email || !values.role) fail(usage);
if (!(STAFF_ROLES as readonly string[]).includes(values.role)) fail(`--role must be one of ${STAFF_ROLES.join(', ')}.`);
const restaurantIds = (values.restaurants ?? '')
  .split(',')
  .map((x) => x.trim())
  .filter(Boolean)
  .map(Number);
if (restaurantIds.some((id) => !Number.isInteger(id) || id <= 0)) fail('--restaurants takes restaurant ids: 1,2');
if (values.role !== 'owner' && !restaurantIds.length) fail('A manager or operator needs --restaurants (ids).');

const password = await readPassword();
if (password.length < PASSWORD_LENGTH.min)
  fail(`The password must be at least ${PASSWORD_LENGTH.min} characters long.`);

const config = loadConfig();
let database: ReturnType<typeof openConfiguredDatabase>;
try {
  database = openConfiguredDatabase(config);
} catch (err) {
  fail((err as Error).message);
}
try {
  await database.migrate();
  const member = await createStaffService(database.db, systemClock, config).create({
    email: values.email,
    name: values.name ?? '',
    password,
    role: values.role as StaffRole,
    restaurantIds,
  });
  console.log(`Created ${member.role} ${member.email} (id ${member.id}).`);
} catch (err) {
  if (!(err instanceof ApiError)) fail(String(err));
  const { message, errors } = errorBody('en', err);
  fail(
    [message, ...Object.entries(errors ?? {}).map(([field, messages]) => `  ${field}: ${messages.join(' ')}`)].join(
      '\n',
    ),
  );
} finally {
  await database.close();
}
