import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import moduleBoundaries from './scripts/eslint/module-boundaries.js';

/**
 * How imports are checked: cycles (with a resolver that follows TypeScript's `.js` specifiers
 * to their `.ts` files, or the cycle rule sees nothing) and the workspace's module boundaries.
 * Exported so the workspace's own tests can prove these rules catch what they claim to.
 */
export const importRules = {
  plugins: { 'import-x': importX, workspace: { rules: { 'module-boundaries': moduleBoundaries } } },
  settings: {
    // The cycle rule reads the imported files too, so it must know to parse them as TypeScript.
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [
      createTypeScriptImportResolver({
        noWarnOnMultipleProjects: true,
        project: [
          'libs/*/tsconfig.json',
          'libs/*/test/tsconfig.json',
          'services/*/tsconfig.json',
          'gateway/tsconfig.json',
          'web/tsconfig.json',
          'web/e2e/tsconfig.json',
        ],
      }),
    ],
  },
  rules: {
    'import-x/no-cycle': 'error',
    'workspace/module-boundaries': [
      'error',
      {
        testOnlyTag: 'test-only',
        depConstraints: [
          { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['platform:browser'] },
          { sourceTag: 'scope:gateway', onlyDependOnLibsWithTags: ['scope:shared'] },
          { sourceTag: 'scope:service', onlyDependOnLibsWithTags: ['scope:shared'] },
          { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
          { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
        ],
      },
    ],
    // The web's API base and shared building blocks serve the features; they never reach into one.
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: ['web/src/api', 'web/src/ui'].map((target) => ({
          target,
          from: 'web/src/features',
          message: 'web/src/api and web/src/ui serve the features and import none of them',
        })),
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-render/**', '**/node_modules/**', '.nx/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: importRules.plugins,
    settings: importRules.settings,
    rules: {
      ...importRules.rules,
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'suite'] }] },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // Nest resolves constructor parameters from their emitted types: those imports must stay values.
    files: ['gateway/src/**/*.ts', 'services/*/src/**/*.ts', 'libs/service-kit/src/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
);
