import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test files that take a minute or more alone (docs/benchmarks.md, "Test suite"), by the end of
 * their path. vitest orders a clean clone's files by size, having no timings yet; these are
 * small files whose work is elsewhere (the fuzzer's 2.7 kB drives every route), so they started
 * last and one of them ran alone at the end while the other worker sat idle: about six minutes
 * of a loaded CI run. Started first, they run beside the many short files instead.
 */
const LONG_FILES = [
  'test/fuzz/endpoints.test.ts',
  'admin-reports/releases/releases.test.ts',
  'test/fuzz/arbitrary-from-schema.test.ts',
  'test/durability.test.ts',
  'test/shutdown.test.ts',
  'test/admin-cli.test.ts',
];

const rank = (specification: TestSpecification): number => {
  const found = LONG_FILES.findIndex((end) => specification.moduleId.endsWith(end));
  return found === -1 ? LONG_FILES.length : found;
};

/** vitest's order (projects one after another, then longest or largest first), long files first. */
export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
      .map(({ file }) => file);
  }
}
