// ESLint flat config: typescript-eslint, react-hooks, jsx-a11y and storybook, plus the kit's own
// rule that colours and primitives live only in packages/ui/src/theme.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
);
