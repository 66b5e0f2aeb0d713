import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import tseslint from 'typescript-eslint';

const WEB_SRC = path.resolve(import.meta.dirname, 'apps/web/src');

/**
 * The admin screens' shared layer: session, shell (layout, navigation, guard), filters, the
 * study look-ups, the admin api client and the components and hooks that several screens use.
 * It is one folder rather than a list of named folders here, so that a glance at features/admin
 * tells the shared parts from the areas, and so that a new folder under features/admin is an
 * area, walled off from the others, without anyone having to edit this file.
 */
const ADMIN_SHARED = 'shared';

/**
 * Where a file of the web app sits: `features/<name>` (for `features/admin`, also its
 * `adminArea`: the folder under it, one admin screen's own code, or ADMIN_SHARED), `app`, or a
 * shared layer (`components`, `lib`, `i18n`); null outside apps/web/src.
 */
function webLayer(file) {
  const relative = path.relative(WEB_SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, name, adminArea] = relative.split(path.sep);
  if (top === 'features' && name === 'admin') return { kind: 'feature', name, adminArea };
  if (top === 'features') return { kind: 'feature', name };
  // main.tsx, the entry, belongs with the app that it starts.
  if (top === 'app' || top === 'main.tsx') return { kind: 'app' };
  return { kind: 'shared', name: top };
}

/**
 * bulletproof-react's one-way imports: shared (components, lib, i18n) → features → app. A
 * feature does not import another feature (what two need moves to components/ or lib/, or
 * app/ puts them together), and nothing but app/ imports app/. Inside features/admin the same
 * walls again: an area does not import another area, and the shared admin layer (ADMIN_SHARED)
 * imports no area.
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      otherFeature:
        'features/{{from}} must not import features/{{to}}: move what both need to components/ or lib/, or put them together in an app/ route.',
      sharedToFeature: '{{from}}/ is shared by every feature and must not import features/{{to}}.',
      intoApp: 'Only app/ imports app/ (route modules put features together, not the other way).',
      otherAdminArea:
        'features/admin/{{from}} must not import features/admin/{{to}}: move what both need to features/admin/shared/ (session, shell, filters, study look-ups, api, components, hooks), or put them together in an app/ route.',
      adminSharedToArea:
        'features/admin/shared/ is shared by every admin area and must not import features/admin/{{to}}.',
    },
  },
  create(context) {
    const from = webLayer(context.filename);
    if (!from || from.kind === 'app') return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = webLayer(path.resolve(path.dirname(context.filename), source));
      if (!to) return;
      if (to.kind === 'app') context.report({ node, messageId: 'intoApp' });
      else if (to.kind !== 'feature') return;
      else if (from.kind === 'shared') {
        context.report({
          node,
          messageId: 'sharedToFeature',
          data: { from: from.name, to: to.name },
        });
      } else if (from.name !== to.name) {
        context.report({ node, messageId: 'otherFeature', data: { from: from.name, to: to.name } });
      } else if (from.adminArea !== to.adminArea && to.adminArea !== ADMIN_SHARED) {
        context.report({
          node,
          messageId: from.adminArea === ADMIN_SHARED ? 'adminSharedToArea' : 'otherAdminArea',
          data: { from: from.adminArea, to: to.adminArea },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: {
      'react-hooks': reactHooks,
      web: { rules: { 'feature-boundaries': featureBoundaries } },
    },
    rules: { ...reactHooks.configs.recommended.rules, 'web/feature-boundaries': 'error' },
  },
  {
    // packages/core is pure: the browser and the server both run it.
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'path', 'pg', '@electric-sql/*', 'fastify*'] },
      ],
      'no-restricted-globals': ['error', 'process', 'window', 'document', 'localStorage'],
    },
  },
  {
    // One module reads the environment (STYLE.md habit 3).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from config.ts.' },
      ],
    },
  },
);
