import { inArray, isNull } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { surveyResponses } from '../../../db/schema';
import { signedInAdminApp } from '../../../../test/support/admin-app';
import { parseCsv } from '../../../../test/support/csv';
import { BACKENDS } from '../../../../test/support/environment';
import { insertResponses, rawFromOriented } from '../../../../test/support/stored-responses';
import { asAdmin, createStudy } from '../../../../test/support/study';

/*
 * A package's codes are the rows' stored package codes (issue 29): a school, class or wave
 * added between two exports takes a new code and changes none that an earlier package gave, even
 * when its name sorts before every other.
 */

type Kind = 'school' | 'class' | 'wave';

/** One package as a researcher reads it: each response's codes, and each variable's labels. */
interface Reading {
  rows: Map<string, Record<Kind, string>>;
  labels: Record<Kind, Map<string, string>>;
}

/** The value labels SPSS gets for `name`: code → label. */
function valueLabels(syntax: string, name: string): Map<string, string> {
  const block = syntax.split('VALUE LABELS\n')[1]!.split('\n.\n')[0]!;
  const variable = block.split('\n  /').find((part) => part.trimStart().startsWith(`${name}\n`))!;
  return new Map(
    variable
      .split('\n')
      .slice(1)
      .map((line) => line.trim().match(/^(\d+) '(.*)'$/)!)
      .map((match) => [match[1]!, match[2]!]),
  );
}

describe.each(BACKENDS)('the package’s codes on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'superadmin');

  async function exported(): Promise<Reading> {
    const response = await admin.t.app.inject({
      method: 'GET',
      url: '/api/admin/surveys/export?format=package&labels=en',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const [header, ...lines] = parseCsv(
      strFromU8(files['data.csv']!).replace(/^\uFEFF/, ''),
    ).filter((line) => line.length > 1);
    const column = (name: string) => header!.indexOf(name);
    const syntax = strFromU8(files['prca24.sps']!);
    const codebook = strFromU8(files['codebook.md']!);
    const labels = {
      school: valueLabels(syntax, 'school'),
      class: valueLabels(syntax, 'class'),
      wave: valueLabels(syntax, 'wave'),
    };
    // The codebook lists the same codes and labels as the syntax.
    for (const [code, label] of labels.school) expect(codebook).toContain(`${code} = ${label}`);
    return {
      rows: new Map(
        lines.map((line) => [
          line[column('id')]!,
          {
            school: line[column('school')]!,
            class: line[column('class')]!,
            wave: line[column('wave')]!,
          },
        ]),
      ),
      labels,
    };
  }

  /** `count` responses of the class, stored directly. */
  async function respond(
    place: { classId: string; schoolId: string; waveId: string },
    count: number,
  ) {
    await insertResponses(
      admin.t.database.db,
      Array.from({ length: count }, () => ({ answers: rawFromOriented(Array(24).fill(3)) })),
    );
    const fresh = await admin.t.database.db
      .select({ id: surveyResponses.id })
      .from(surveyResponses)
      .where(isNull(surveyResponses.classId));
    await admin.t.database.db
      .update(surveyResponses)
      .set(place)
      .where(
        inArray(
          surveyResponses.id,
          fresh.map((row) => row.id),
        ),
      );
  }

  it('keeps every earlier code when a school, wave and class whose names sort first are added', async () => {
    const first = await createStudy(admin.t, admin.token, ['10A2', '10A1'], 'THPT Trần Phú');
    await respond(
      { classId: first.classes[0]!.id, schoolId: first.schoolId, waveId: first.waveId },
      3,
    );
    await respond(
      { classId: first.classes[1]!.id, schoolId: first.schoolId, waveId: first.waveId },
      2,
    );
    const before = await exported();
    expect(before.rows.size, JSON.stringify([...before.rows])).toBe(5);

    // A school, a wave and a class that sort before all the others, with responses of their own.
    const schoolId = (
      await asAdmin(admin.t, admin.token, 'POST', '/api/admin/schools', { name: 'THPT An Bình' })
    ).body.data.id;
    const waveId = (
      await asAdmin(admin.t, admin.token, 'POST', '/api/admin/waves', { name: 'Đợt 0' })
    ).body.data.id;
    const added = await asAdmin(admin.t, admin.token, 'POST', '/api/admin/classes/bulk', {
      schoolId,
      waveId,
      classes: [{ name: '10A0', grade: 'grade10' }],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    await respond({ classId: added.body.data[0].id, schoolId, waveId }, 4);
    const after = await exported();

    expect(after.rows.size).toBe(9);
    for (const [id, codes] of before.rows) expect(after.rows.get(id)).toEqual(codes);
    for (const kind of ['school', 'class', 'wave'] as const) {
      for (const [code, label] of before.labels[kind]) {
        expect(after.labels[kind].get(code), `${kind} ${code}`).toBe(label);
      }
      expect(after.labels[kind].size).toBe(before.labels[kind].size + 1);
    }
    // The newcomers have codes of their own, listed after the others' (code order).
    const newRows = [...after.rows].filter(([id]) => !before.rows.has(id)).map(([, row]) => row);
    expect(new Set(newRows.map((row) => row.school))).toEqual(
      new Set([[...after.labels.school.keys()].at(-1)]),
    );
    expect(after.labels.school.get(newRows[0]!.school)).toBe('THPT An Bình');
    expect(after.labels.wave.get(newRows[0]!.wave)).toBe('Đợt 0');
    expect(after.labels.class.get(newRows[0]!.class)).toBe('10A0');
  });
});
