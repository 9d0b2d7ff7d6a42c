import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** What a module may not import of another module: its repository (SQL) and its routes (HTTP). */
const otherModulesInside = [
  {
    regex: '(^|/)modules/[^/]+/[^/]+\\.repository\\.js$|^\\.\\./[^/]+/[^/]+\\.repository\\.js$',
    message:
      "Modules use each other only through their services: call the other module's service (add a thin function there), never its repository.",
  },
  {
    regex: '(^|/)modules/[^/]+/[^/]+\\.routes\\.js$|^\\.\\./[^/]+/[^/]+\\.routes\\.js$',
    message: "Modules use each other only through their services, never another module's routes.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.cjs', 'apps/web/*.mjs', 'scripts/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/only-throw-error': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.cjs', '**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Layers: the platform (auth, storage, mail, http…) serves every module and knows none.
    files: ['apps/server/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/**'], message: 'The platform never imports a module.' }] },
      ],
    },
  },
  {
    // Layers: modules use each other only through their services. Another module's service is its
    // door; its presenters (row → DTO) and its access checks run no SQL and may be shared too.
    // Its repository (SQL) and its routes (HTTP) are its own.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: otherModulesInside }] },
  },
  {
    // Layers: routes are thin; they call their service, never a repository, even their own.
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...otherModulesInside,
            { group: ['./*.repository.js'], message: 'Routes are thin: they call their service, never a repository.' },
          ],
        },
      ],
    },
  },
  {
    // Layers: repositories hold the SQL. Everything else in a module (services, routes, presenters,
    // helpers) reaches the database through a repository and takes its row types from there.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.repository.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Repositories hold the SQL: move this query to a *.repository.ts.' }],
          patterns: [
            {
              group: ['drizzle-orm/*', '**/db/schema', '**/db/schema/**', '**/db/member-visibility.js'],
              message: 'Repositories hold the SQL: tables, query builders and row types come from a *.repository.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Layers: the seeds create their data the way users do, through the modules' services.
    files: ['apps/server/src/db/seed/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules/(?![^/]+/[^/]+\\.service\\.js$)',
              message: 'Seeds use modules only through their services (*.service.js).',
            },
          ],
        },
      ],
    },
  },
  {
    // Node scripts (the build) run as ES modules.
    files: ['scripts/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    // Tests read JSON answers and poke at them; the values are checked by the assertions.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    // Declaration merging (`interface AppLoadContext extends WebLoadContext {}`) is how
    // libraries are typed; an empty interface that extends one type is that, not a mistake.
    rules: { '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }] },
  },
);
