import type { StudyClass } from '@prca/core';
import type { TestApp } from './app';

/** A request as the signed-in admin of `token`; the reply's status and body. */
export async function asAdmin(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

/** A school, a wave and `names` classes of grade 10 in them, made through the API. */
export async function createStudy(
  t: TestApp,
  token: string,
  names: readonly string[],
  school = 'THPT Lê Hồng Phong',
): Promise<{ schoolId: string; waveId: string; classes: StudyClass[] }> {
  const schoolId = (await asAdmin(t, token, 'POST', '/api/admin/schools', { name: school })).body
    .data.id;
  const waveId = (await asAdmin(t, token, 'POST', '/api/admin/waves', { name: 'Đợt 1' })).body
    .data.id;
  const { body } = await asAdmin(t, token, 'POST', '/api/admin/classes/bulk', {
    schoolId,
    waveId,
    classes: names.map((name) => ({ name, grade: 'grade10' })),
  });
  return { schoolId, waveId, classes: body.data };
}
