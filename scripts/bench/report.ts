import { duration, markdownTable, paddedTable } from './format';
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
  seconds: number;
}

const GOAL_HEADER = ['Section', 'Goal', 'Target', 'Measured', 'Result'];

function goalTableRows(report: BenchReport): string[][] {
  const rows = (id: SectionId, goals: GoalRow[]) =>
    goals.map((goal) => [SECTION_TITLES[id], goal.goal, goal.target, goal.measured, goal.result]);
  return report.sections.flatMap((section) => rows(section.id, section.goals));
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
  return (
    `Not measured by this run. \`npm run bench -- --only ${id}\` measures it alone; ` +
    '`npm run bench` measures every section.'
  );
}

export function renderMarkdown(report: BenchReport): string {
  return [
    '# Benchmarks',
    '<!-- Written by `npm run bench`: do not edit by hand, run it again. -->',
    `Every figure below was measured by one run of the command on ` +
      `${report.machine.date.slice(0, 10)}; none is typed by hand.`,
    '## Command',
    `\`\`\`sh\n${report.command}\n\`\`\``,
    `${timing(report)} The sections that use PostgreSQL need a server on which the bench may ` +
      'create and drop databases (`--postgres URL`). Everything the bench starts listens on ' +
      '127.0.0.1, ports 3300-3399. A load average above the number of cores means other work ' +
      'shared the machine during the run, and the figures are pessimistic.',
    '## Machine',
    machineSection(report.machine),
    '## Goals',
    markdownTable(GOAL_HEADER, goalTableRows(report)),
    ...SECTION_IDS.flatMap((id) => [`## ${SECTION_TITLES[id]}`, sectionBody(id, report)]),
  ].join('\n\n');
}
