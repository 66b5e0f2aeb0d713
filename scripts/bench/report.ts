import { duration, markdownTable, paddedTable } from './format';
import { BY_HAND_TITLE, type KeptSection } from './kept-sections';
import type { Machine } from './machine';
import {
  SECTION_IDS,
  SECTION_TITLES,
  type GoalRow,
  type SectionId,
  type SectionReport,
} from './section';

export interface BenchReport {
  command: string;
  machine: Machine;
  sections: SectionReport[];
  /** Sections this run did not measure, kept from the file an earlier run wrote. */
  kept: Map<SectionId, KeptSection>;
  /** The hand-written section of the file this run rewrites, carried over unchanged. */
  byHand?: string;
  seconds: number;
}

const GOAL_HEADER = ['Section', 'Goal', 'Target', 'Measured', 'Result'];

function goalTableRows(report: BenchReport): string[][] {
  const rows = (id: SectionId, goals: GoalRow[]) =>
    goals.map((goal) => [SECTION_TITLES[id], goal.goal, goal.target, goal.measured, goal.result]);
  return report.sections.flatMap((section) => rows(section.id, section.goals));
}

/** This run's goals, and in the file also those of the sections kept from earlier runs. */
function fileGoalRows(report: BenchReport): string[][] {
  const measured = goalTableRows(report);
  return SECTION_IDS.flatMap((id) => {
    const title = SECTION_TITLES[id];
    if (report.sections.some((section) => section.id === id)) {
      return measured.filter((row) => row[0] === title);
    }
    return (report.kept.get(id)?.goalRows ?? []).map((row) => [title, ...row]);
  });
}

export function consoleGoals(report: BenchReport): string {
  return `Goals\n${paddedTable(GOAL_HEADER, goalTableRows(report))}`;
}

function timing(report: BenchReport): string {
  const parts = report.sections.map(
    (section) => `${SECTION_TITLES[section.id]} ${duration(section.seconds)}`,
  );
  return `The run took ${duration(report.seconds)} (${parts.join('; ')}).`;
}

function machineSection(machine: Machine): string {
  const lines = [
    `- Date: ${machine.date}`,
    `- CPU: ${machine.cpu}, ${machine.cores} cores (nproc), ` +
      `${machine.memoryGb.toFixed(1)} GB memory`,
    `- ${machine.kernel}, Node ${machine.node}`,
  ];
  if (machine.postgres) {
    const settings = Object.entries(machine.postgres)
      .filter(([name]) => name !== 'server_version')
      .map(([name, value]) => `${name} ${value}`)
      .join(', ');
    lines.push(
      `- PostgreSQL ${machine.postgres.server_version ?? 'unknown'} on the same machine ` +
        `(${settings})`,
    );
  }
  return lines.join('\n');
}

function sectionBody(id: SectionId, report: BenchReport): string {
  const section = report.sections.find((each) => each.id === id);
  if (section) return section.markdown;
  const kept = report.kept.get(id);
  if (kept) return kept.markdown;
  return (
    `Not measured by this run. \`npm run bench -- --only ${id}\` measures it alone; ` +
    '`npm run bench` measures every section.'
  );
}

export function renderMarkdown(report: BenchReport): string {
  return [
    '# Benchmarks',
    '<!-- Written by `npm run bench`: do not edit by hand, run it again (the last section, Measured by hand, excepted). -->',
    report.kept.size === 0
      ? `Every figure below was measured by one run of the command on ` +
        `${report.machine.date.slice(0, 10)}; none but the last section's is typed by hand.`
      : `Every figure below was measured by \`npm run bench\`; none but the last section's is ` +
        `typed by hand. The ` +
        `command below measured ${report.sections.map((section) => SECTION_TITLES[section.id]).join(', ')} ` +
        `on ${report.machine.date.slice(0, 10)}; each other section says which earlier run ` +
        'measured it.',
    '## Command',
    `\`\`\`sh\n${report.command}\n\`\`\``,
    `${timing(report)} The sections that use PostgreSQL need a server on which the bench may ` +
      'create and drop databases (`--postgres URL`). Everything the bench starts listens on ' +
      '127.0.0.1, ports 3300-3399. A load average above the number of cores means other work ' +
      'shared the machine during the run, and the figures are pessimistic.',
    '## Machine',
    machineSection(report.machine),
    '## Goals',
    markdownTable(GOAL_HEADER, fileGoalRows(report)),
    ...SECTION_IDS.flatMap((id) => [`## ${SECTION_TITLES[id]}`, sectionBody(id, report)]),
    ...(report.byHand ? [`## ${BY_HAND_TITLE}`, report.byHand] : []),
  ].join('\n\n');
}
