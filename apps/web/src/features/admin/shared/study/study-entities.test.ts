import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRequest } from '../api/admin-request';
import {
  STUDY_KEY,
  classEntity,
  createStudyEntity,
  listStudyEntity,
  removeStudyEntity,
  schoolEntity,
  studyListQueryOptions,
  updateStudyEntity,
  waveEntity,
} from './study-entities';

vi.mock('../api/admin-request', () => ({ adminRequest: vi.fn() }));
const request = vi.mocked(adminRequest);

const school = {
  id: '0b8f3c1e-4a5d-4e6f-8a7b-9c0d1e2f3a4b',
  name: 'Trường A',
  classCount: 2,
  responseCount: 5,
  createdAt: '2026-01-05T08:00:00.000Z',
};
const wave = { ...school, name: 'Đợt 1', opensOn: '2026-02-01', closesOn: null };

beforeEach(() => request.mockReset());

describe('the study entities', () => {
  it('list, create, change and delete at /api/admin/<segment> with the bodies given', async () => {
    request.mockResolvedValue([school]);
    await expect(listStudyEntity(schoolEntity, 'token')).resolves.toEqual([school]);
    expect(request).toHaveBeenLastCalledWith('/api/admin/schools', 'token', {});

    request.mockResolvedValue(wave);
    const body = { name: 'Đợt 1', opensOn: '2026-02-01', closesOn: null };
    await createStudyEntity(waveEntity, body, 'token');
    expect(request).toHaveBeenLastCalledWith('/api/admin/waves', 'token', { method: 'POST', body });
    await updateStudyEntity(waveEntity, { id: 'a/b', changes: body }, 'token');
    expect(request).toHaveBeenLastCalledWith('/api/admin/waves/a%2Fb', 'token', {
      method: 'PUT',
      body,
    });

    request.mockResolvedValue(undefined);
    await removeStudyEntity(classEntity, 'c1', 'token');
    expect(request).toHaveBeenLastCalledWith('/api/admin/classes/c1', 'token', {
      method: 'DELETE',
    });
  });

  it("refuses a reply that is not the entity's", async () => {
    request.mockResolvedValue([school]);
    await expect(listStudyEntity(waveEntity, 'token')).rejects.toThrow();
  });

  it('keep each list under the study key, which every study mutation invalidates', () => {
    expect(studyListQueryOptions(schoolEntity, null).queryKey).toEqual([...STUDY_KEY, 'schools']);
    expect(studyListQueryOptions(waveEntity, null).queryKey).toEqual(['admin', 'study', 'waves']);
    expect(studyListQueryOptions(classEntity, 't').queryKey).toEqual(['admin', 'study', 'classes']);
    expect(studyListQueryOptions(classEntity, null).enabled).toBe(false);
  });
});
