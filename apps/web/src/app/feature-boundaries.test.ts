/// <reference types="node" />
import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository's own lint configuration (eslint.config.js), as `npm run lint` runs it.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../../../..') });

/** The boundary rule's complaints about `source` imported from a file at `file` (under src/). */
async function complaints(file: string, source: string): Promise<string[]> {
  const code = `import { thing } from '${source}';\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath: `apps/web/src/${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'web/feature-boundaries')
    .map((message) => message.message);
}

// The first lint loads ESLint's whole configuration (typescript-eslint included): seconds on a
// busy machine, so these tests get more than vitest's default 5 s.
describe('the lint rule on feature imports', { timeout: 60_000 }, () => {
  it('refuses a feature that imports another feature', async () => {
    expect(
      await complaints('features/survey/components/x.tsx', '../../results/components/y'),
    ).toEqual([
      'features/survey must not import features/results: move what both need to components/ or lib/, or put them together in an app/ route.',
    ]);
  });

  it('refuses a shared layer that imports a feature, and anything but app/ importing app/', async () => {
    expect(await complaints('lib/x.ts', '../features/survey/y')).toHaveLength(1);
    expect(await complaints('components/ui/x.tsx', '../../features/admin/y')).toHaveLength(1);
    expect(await complaints('features/landing/x.tsx', '../../app/router')).toHaveLength(1);
  });

  it('lets a feature use itself and the shared layers, and app/ put features together', async () => {
    expect(await complaints('features/survey/components/x.tsx', '../api/submit-survey')).toEqual(
      [],
    );
    expect(await complaints('features/survey/components/x.tsx', '../../../lib/storage')).toEqual(
      [],
    );
    expect(await complaints('features/survey/x.tsx', '../../components/ui/button')).toEqual([]);
    expect(await complaints('app/routes/survey-page.tsx', '../../features/results/y')).toEqual([]);
    expect(await complaints('main.tsx', './app/router')).toEqual([]);
  });

  it('walls each admin area off from the others', async () => {
    expect(
      await complaints('features/admin/dashboard/x.tsx', '../surveys/api/get-admin-surveys'),
    ).toEqual([
      'features/admin/dashboard must not import features/admin/surveys: move what both need to features/admin/shared/ (session, shell, filters, study look-ups, api, components, hooks), or put them together in an app/ route.',
    ]);
    expect(
      await complaints('features/admin/users/components/x.tsx', '../../study/components/y'),
    ).toHaveLength(1);
  });

  it('keeps the shared admin layer from importing an area', async () => {
    expect(
      await complaints('features/admin/shared/filters/components/x.tsx', '../../../dashboard/y'),
    ).toEqual([
      'features/admin/shared/ is shared by every admin area and must not import features/admin/dashboard.',
    ]);
  });

  it('lets an admin area use itself and the shared admin layer, and app/ use any area', async () => {
    expect(
      await complaints('features/admin/users/components/x.tsx', '../../shared/shell/admin-shell'),
    ).toEqual([]);
    expect(await complaints('features/admin/users/components/x.tsx', '../api/y')).toEqual([]);
    expect(
      await complaints(
        'features/admin/shared/filters/components/x.tsx',
        '../../study/study-entities',
      ),
    ).toEqual([]);
    expect(
      await complaints('app/routes/admin/x.tsx', '../../../features/admin/users/components/y'),
    ).toEqual([]);
  });
});
