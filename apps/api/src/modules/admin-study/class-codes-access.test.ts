import { describe, expect, it } from 'vitest';
import { signedInAdminApp } from '../../../test/support/admin-app';
import { createAdmin, loginAs } from '../../../test/support/admins';
import { BACKENDS } from '../../../test/support/environment';
import { asAdmin, createStudy } from '../../../test/support/study';

/*
 * Who sees class codes (issue 29): a code opens its class's survey to whoever holds it. Listing
 * the codes takes manage_study; a counsellor sees the codes of its own classes (to print their
 * sheets) and no other class; any other admin sees the classes by name only.
 */
describe.each(BACKENDS)('who sees class codes on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'superadmin');

  async function signedIn(
    username: string,
    role: 'viewer' | 'researcher' | 'counsellor',
    scope?: { schools: string[]; classes: string[] },
  ) {
    const password = `${username} password!`;
    await createAdmin(admin.t.database.db, { username, password, role, scope });
    return loginAs(admin.t.app, username, password);
  }

  type Listed = { id: string; name: string; code: string | null }[];
  const list = async (token: string, query = '') => {
    const reply = await asAdmin(admin.t, token, 'GET', `/api/admin/classes${query}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data as Listed;
  };

  it('gives every code to manage_study, names without codes to a viewer or researcher, and a counsellor its own classes only', async () => {
    const nguyenDu = await createStudy(admin.t, admin.token, ['10A1', '10A2'], 'THPT Nguyễn Du');
    const tranPhu = await createStudy(admin.t, admin.token, ['11B1'], 'THPT Trần Phú');
    const all = [...nguyenDu.classes, ...tranPhu.classes];

    const everything = await list(admin.token);
    expect(everything.map((each) => [each.id, each.code]).sort()).toEqual(
      all.map((each) => [each.id, each.code]).sort(),
    );

    for (const role of ['viewer', 'researcher'] as const) {
      const listed = await list(await signedIn(`a-${role}`, role));
      expect(listed.map((each) => each.name).sort()).toEqual(['10A1', '10A2', '11B1']);
      expect(listed.map((each) => each.code)).toEqual([null, null, null]);
      expect(JSON.stringify(listed)).not.toContain(all[0]!.code!);
    }

    // A counsellor of one class, and one of a whole school.
    const ofClass = await signedIn('gv-10a2', 'counsellor', {
      schools: [],
      classes: [nguyenDu.classes[1]!.id],
    });
    expect((await list(ofClass)).map((each) => [each.name, each.code])).toEqual([
      ['10A2', nguyenDu.classes[1]!.code],
    ]);
    const ofSchool = await signedIn('tv-tranphu', 'counsellor', {
      schools: [tranPhu.schoolId],
      classes: [],
    });
    expect((await list(ofSchool)).map((each) => [each.name, each.code])).toEqual([
      ['11B1', tranPhu.classes[0]!.code],
    ]);
    // Asking for another school's classes gives none of them.
    expect(await list(ofSchool, `?school=${nguyenDu.schoolId}`)).toEqual([]);
  });
});
