// `npm run chromatic`: the opt-in visual review on Chromatic (issue 10 item 27). It needs a
// project token and the network, so it is not a step of `npm test` (which must pass offline):
// without CHROMATIC_PROJECT_TOKEN it says so and exits 0, so running it by habit breaks nothing.
// With the token it builds the Storybook (packages/ui, configuration in .storybook/, output in
// storybook-static/) and uploads that build; chromatic reads the token from the environment
// itself, so it never appears on a command line or in a log. Arguments after `--` go to
// chromatic (e.g. `npm run chromatic -- --only-changed`).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    '[chromatic] CHROMATIC_PROJECT_TOKEN is not set: nothing uploaded (this step is opt-in).\n' +
      '            Set it to the project token from chromatic.com (Manage > Configure) and run\n' +
      '            `npm run chromatic` again. Local visual regression runs in `npm test`.',
  );
  process.exit(0);
}

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.error) throw r.error;
  if (r.status !== 0) process.exit(r.status ?? 1);
}

console.log('[chromatic] building the Storybook into storybook-static/');
run('npm', ['run', 'build-storybook', '--workspace', '@pedalswap/ui']);

// --no: the pinned devDependency only, never a download of another version; `--` so npx hands
// the flags after it to chromatic instead of reading them itself. Changes are for
// designers to accept or deny in Chromatic's review, so they do not fail the command;
// a failed upload or build still does.
console.log('[chromatic] uploading storybook-static/ to Chromatic');
run('npx', [
  '--no',
  '--',
  'chromatic',
  '--storybook-build-dir',
  'storybook-static',
  '--exit-zero-on-changes',
  ...process.argv.slice(2),
]);
