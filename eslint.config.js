// ESLint flat config: typescript-eslint, react-hooks, jsx-a11y and storybook, plus the kit's own
// rule that colours and primitives live only in packages/ui/src/theme, and the apps' layers.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers both apps hold (bulletproof-react's unidirectional architecture, enforced as it does with
 * `no-restricted-paths`): a feature never imports another feature — what two features share moves down to
 * shared/ (or a store, or the kit), and composition lives in pages and the app shell. Every feature folder of
 * each app gets a zone of its own, so a new feature is covered without touching this file.
 */
const APPS = ['packages/storefront/src', 'packages/admin/src'];
const featureZones = APPS.flatMap((app) =>
  readdirSync(new URL(`${app}/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      target: `./${app}/features/${entry.name}`,
      from: `./${app}/features`,
      except: [`./${entry.name}`],
      message:
        'A feature does not import another feature: move what they share to shared/ (or a store), or compose them in a page.',
    })),
);
const HEX_COLOUR = String.raw`/#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\b/`;

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.e2e-*/**',
      '.storybook/public/**',
      'storybook-static/**',
      'coverage/**',
      '.data/**',
      '**/drizzle/**',
      '**/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  reactHooks.configs.flat['recommended-latest'],
  ...storybook.configs['flat/recommended'],
  {
    // A component that hard-codes a colour or reads a primitive cannot be re-branded.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/theme/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/theme/primitives', '**/primitives'],
              message: 'Read semantic roles from the theme (theme.color.fg.muted); primitives stay in theme/.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `Literal[value=${HEX_COLOUR}]`,
          message: 'No hex colours outside theme/: use a semantic role such as theme.color.accent.solid.',
        },
        {
          selector: `TemplateElement[value.raw=${HEX_COLOUR}]`,
          message: 'No hex colours outside theme/: use a semantic role such as theme.color.accent.solid.',
        },
      ],
    },
  },
  {
    // The storefront's layers (bulletproof-react's app → features → shared): app/ is the shell (routes, layouts,
    // the root), which imports features; features and everything below never import the shell back.
    files: ['packages/storefront/src/{features,shared,stores,services,api,i18n}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app', '**/app/*', '**/app/**'],
              message: 'app/ is the shell: move what features share to shared/ (or lower) and import it from there.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'packages/*/e2e/**/*.ts', 'packages/*/test/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
      // No package reaches into another's files by a relative path: it imports the package (its exports).
      'import-x/no-relative-packages': 'error',
    },
  },
);
