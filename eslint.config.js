// Lint: typescript-eslint's recommended rules plus React hooks rules for the UI and web app, and
// the architecture's conventions as rules (CONTRIBUTING.md): which package may import which,
// features of the web app not importing each other, kebab-case file names.
// scripts/eslint-rules.test.ts shows each convention failing on a deliberate violation.
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';

const root = dirname(fileURLToPath(import.meta.url));
const FEATURES = join(root, 'apps/web/src/features');

/** The feature folder a path lies in (apps/web/src/features/<name>/...), or null. */
function featureOf(path) {
  const rel = relative(FEATURES, path);
  if (rel.startsWith('..') || rel === '') return null;
  const [name, ...rest] = rel.split(sep);
  return rest.length > 0 ? name : null;
}

/**
 * Features of the web app do not import each other (issue 9): what two features share goes to
 * apps/web/src/app, the shell and shared place (or a package). A relative import that lands in
 * another feature's folder is reported; it applies to every folder under apps/web/src/features
 * as it appears. The rest of the web app (app/, main.tsx) reaches a feature only through the
 * route table's import() (lazyRoute): a static import would put the feature in the entry chunk
 * and make the shared code depend on a feature.
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      cross: "Feature '{{from}}' imports feature '{{to}}'.",
      eager:
        "Shared code imports feature '{{to}}': load it through lazyRoute in app/routes.tsx, or move what is shared to app/.",
    },
  },
  create(context) {
    const from = featureOf(context.filename);
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = featureOf(resolve(dirname(context.filename), spec));
      if (!to || to === from) return;
      if (from) context.report({ node, messageId: 'cross', data: { from, to } });
      else if (node.type !== 'ImportExpression')
        context.report({ node, messageId: 'eager', data: { to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** Our packages by name, for the import-direction rules below. */
const OURS = ['@pedalswap/domain', '@pedalswap/machines', '@pedalswap/api-client', '@pedalswap/ui'];
const APPS = ['@pedalswap/web', '@pedalswap/server'];
/** Relative paths out of packages/ into apps/ (the apps are not packages anyone depends on). */
const INTO_APPS = { regex: '^(\\.\\./)+apps/', message: 'Packages never import the apps.' };
/** Forbid our packages `names` (and their subpaths) with a message; type imports as `types` says. */
const restrict = (entries) => [
  'error',
  {
    paths: entries.map(({ name, message, allowTypeImports = false, importNames }) => ({
      name,
      message,
      allowTypeImports,
      ...(importNames ? { importNames } : {}),
    })),
    patterns: [
      INTO_APPS,
      ...entries
        .filter((e) => !e.importNames)
        .map(({ name, message, allowTypeImports = false }) => ({
          group: [`${name}/*`],
          message,
          allowTypeImports,
        })),
    ],
  },
];
/**
 * The web build gives Radix's root Theme no tooltip provider (apps/web/vite-radix-theme.ts, issue
 * 11): a tooltip comes from the kit's Tooltip (components/tooltip), which brings its own.
 */
const RADIX_TOOLTIP = {
  name: '@radix-ui/themes',
  importNames: ['Tooltip'],
  message: "Use the kit's Tooltip (packages/ui/src/components/tooltip): it brings its provider.",
};
const banned = (names, message, extra = {}) => names.map((name) => ({ name, message, ...extra }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      'packages/api-client/src/schema.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // ── import direction: domain ← machines ← ui/web; apps on top; packages never import apps ──
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        banned(APPS, 'Packages never import the apps.'),
      ),
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        banned(
          [...OURS, ...APPS],
          'The domain imports nothing of ours: every other package builds on it.',
        ),
      ),
    },
  },
  {
    files: ['packages/machines/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        banned(
          [...OURS.filter((n) => n !== '@pedalswap/domain'), ...APPS],
          'Machines import only @pedalswap/domain (and xstate).',
        ),
      ),
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      // Screens are pure: they get data and callbacks as props. Types of the contract are fine.
      '@typescript-eslint/no-restricted-imports': restrict([
        ...banned(
          ['@pedalswap/api-client', '@pedalswap/machines'],
          'The ui kit takes data and callbacks as props: only types may come from here.',
          { allowTypeImports: true },
        ),
        ...banned(APPS, 'Packages never import the apps.'),
        RADIX_TOOLTIP,
      ]),
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict([RADIX_TOOLTIP]) },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { pedalswap: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'pedalswap/feature-boundaries': 'error' },
  },
  // ── file and folder names: kebab-case (`item-card.css.ts`, `listing-draft.machine.ts`) ──
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // Tool folders keep the names their tools look for (.storybook).
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/.storybook/**'],
    plugins: { 'check-file': checkFile },
    rules: { 'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }] },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
);
