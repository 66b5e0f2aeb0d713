// `npm run bench`: the web build and Lighthouse, survey submission throughput, the analytics
// endpoints at 10k, 100k and 1M responses and the CSV export, measured side by side in one
// run, printed and written to docs/benchmarks.md. `--only` measures some sections alone.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { runAnalytics } from './analytics/section';
import { runChange } from './change/section';
import { createContext, type BenchContext } from './context';
import { runCsvExport } from './csv-export/section';
import { readByHandSection, readKeptSections } from './kept-sections';
import { describeMachine } from './machine';
import { parseBenchOptions, UsageError, USAGE } from './options';
import { REPORT_FILE } from './paths';
import { consoleGoals, renderMarkdown, type BenchReport } from './report';
import { runScreens } from './screens/section';
import { runLighthouse } from './lighthouse/section';
import { runMemory } from './memory/section';
import {
  failedSection,
  NEEDS_POSTGRES,
  SECTION_TITLES,
  type SectionId,
  type SectionReport,
} from './section';
import { runThroughput } from './throughput/section';
import { runWebBuild } from './web-build/section';

const RUNNERS: Record<SectionId, (context: BenchContext) => Promise<SectionReport>> = {
  build: runWebBuild,
  lighthouse: runLighthouse,
  throughput: runThroughput,
  memory: runMemory,
  analytics: runAnalytics,
  screens: runScreens,
  export: runCsvExport,
  change: runChange,
};

async function main(): Promise<void> {
  const began = performance.now();
  const args = process.argv.slice(2);
  const options = parseBenchOptions(args);
  const command = `npm run bench${args.length > 0 ? ` -- ${args.join(' ')}` : ''}`;
  const usesPostgres = options.sections.some((id) => NEEDS_POSTGRES.includes(id));
  const machine = await describeMachine(usesPostgres ? options.postgresUrl : undefined);
  const context = createContext(options);
  const sections: SectionReport[] = [];
  let failed = false;
  for (const id of options.sections) {
    console.log(`\n${SECTION_TITLES[id]}`);
    const sectionBegan = performance.now();
    // One section failing (after minutes of seeding, say) must not cost the others' figures.
    const section = await RUNNERS[id](context).catch((error: unknown) => {
      failed = true;
      return failedSection(id, error, (performance.now() - sectionBegan) / 1000);
    });
    console.log(`\n${section.console}`);
    sections.push(section);
  }
  // A run of some sections (--only) keeps the others' figures from the file it rewrites.
  const earlier = existsSync(REPORT_FILE) ? readFileSync(REPORT_FILE, 'utf8') : '';
  const kept = earlier ? readKeptSections(earlier) : new Map<SectionId, never>();
  for (const section of sections) kept.delete(section.id);
  const report: BenchReport = {
    command,
    machine,
    sections,
    kept,
    byHand: readByHandSection(earlier),
    seconds: (performance.now() - began) / 1000,
  };
  console.log(`\n${consoleGoals(report)}`);
  if (failed) process.exitCode = 1;
  if (!options.write) return;
  const markdown = renderMarkdown(report);
  const formatting = (await prettier.resolveConfig(REPORT_FILE)) ?? {};
  writeFileSync(
    REPORT_FILE,
    await prettier.format(markdown, { ...formatting, filepath: REPORT_FILE }),
  );
  console.log(`\nWrote ${REPORT_FILE}`);
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) process.stderr.write(`${error.message}\n\n${USAGE}`);
  else process.stderr.write(`The benchmark failed: ${String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
