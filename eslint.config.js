// Flat config: typescript-eslint strict rules for all layers, react-hooks for the SPA.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', '.local', 'web/dist', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // SPA layers run one way, shared -> features -> app, and no feature reaches into another one.
    files: ['web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/features/**', '**/app/**'] }],
    },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/**', '!../../**', '../../app/**', '../../features/**'],
              message: 'Put what two features share in web/src/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // functions/lib serves every context and knows none of them.
    files: ['functions/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./(?!\\.\\./)', message: 'functions/lib depends on no domain.' }] },
      ],
    },
  },
  {
    // Contexts depend one way, through services: another context's repository is off limits (its types are not).
    files: ['functions/domain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*-repository'],
              allowTypeImports: true,
              message: "Another context's data: call that context's service.",
            },
          ],
        },
      ],
    },
  },
  {
    // Prequalification reads every context; none reads it back (it listens through functions/lib/domain-events).
    files: ['functions/domain/**/*.ts'],
    // The retention job erases in every context, prequalification's stored profile too.
    ignores: ['functions/domain/prequalification/**', 'functions/domain/retention/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../prequalification/*', '../../domain/prequalification/*'],
              message:
                'Prequalification depends on the other contexts, not the other way: publish a domain event.',
            },
          ],
        },
      ],
    },
  },
  {
    // Handlers stay thin: they reach data only through the domain services.
    files: ['functions/*/*.ts'],
    ignores: ['functions/lib/**', 'functions/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/*-repository'], message: 'Handlers call domain services.' }] },
      ],
    },
  },
  {
    // Shared code runs in both the browser and Lambda: it must not reach into either side.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/web/**', '**/functions/**', '**/infra/**'] }],
    },
  },
);
