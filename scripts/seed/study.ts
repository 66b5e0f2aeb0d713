import { CLASS_CODE_ALPHABET, CLASS_CODE_LENGTH, GRADES, classCodeCheckSymbol } from '@prca/core';
import type { Grade } from '@prca/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';
import type { Random } from './random';

/** The class a seeded response names, with the copies of its school and wave. */
export interface SeededClass {
  class_id: string;
  school_id: string;
  wave_id: string;
}

export interface StudyShape {
  schools: number;
  waves: number;
  classes: number;
}

/** A code drawn from the seed's generator (reproducible), with core's check symbol. */
function seededCode(random: Random): string {
  let payload = '';
  for (let i = 0; i < CLASS_CODE_LENGTH - 1; i++) payload += random.pick([...CLASS_CODE_ALPHABET]);
  return payload + classCodeCheckSymbol(payload);
}

/**
 * Writes `shape.schools` schools, `shape.waves` waves and `shape.classes` classes spread evenly
 * over them and over the grades; returns the classes by grade, so that a response can be put
 * in a class of its respondent's grade.
 */
export async function seedStudy(
  db: Database,
  random: Random,
  shape: StudyShape,
): Promise<Map<Grade, SeededClass[]>> {
  const schools = Array.from({ length: shape.schools }, (_, i) => ({
    id: random.uuid(),
    name: `THPT số ${i + 1}`,
  }));
  const waves = Array.from({ length: shape.waves }, (_, i) => ({
    id: random.uuid(),
    name: `Đợt ${i + 1}`,
  }));
  const codes = new Set<string>();
  const classes = Array.from({ length: shape.classes }, (_, i) => {
    const grade = GRADES[i % GRADES.length]!;
    let code = seededCode(random);
    while (codes.has(code)) code = seededCode(random);
    codes.add(code);
    return {
      id: random.uuid(),
      school_id: schools[i % shape.schools]!.id,
      wave_id: waves[Math.floor(i / shape.schools) % shape.waves]!.id,
      name: `${10 + (i % GRADES.length)}A${Math.floor(i / GRADES.length) + 1}`,
      grade,
      code,
    };
  });
  await db.execute(sql`
    INSERT INTO schools (id, name)
    SELECT id, name FROM json_to_recordset(${JSON.stringify(schools)}::json) AS r(id uuid, name text)`);
  await db.execute(sql`
    INSERT INTO waves (id, name)
    SELECT id, name FROM json_to_recordset(${JSON.stringify(waves)}::json) AS r(id uuid, name text)`);
  await db.execute(sql`
    INSERT INTO classes (id, school_id, wave_id, name, grade, code)
    SELECT id, school_id, wave_id, name, grade, code
    FROM json_to_recordset(${JSON.stringify(classes)}::json)
      AS r(id uuid, school_id uuid, wave_id uuid, name text, grade text, code text)`);
  const byGrade = new Map<Grade, SeededClass[]>(GRADES.map((grade) => [grade, []]));
  for (const c of classes) {
    byGrade.get(c.grade)!.push({ class_id: c.id, school_id: c.school_id, wave_id: c.wave_id });
  }
  return byGrade;
}
