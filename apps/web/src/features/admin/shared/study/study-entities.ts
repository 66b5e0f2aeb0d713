import {
  classInputSchema,
  classSchema,
  classUpdateSchema,
  listedClassSchema,
  schoolInputSchema,
  schoolSchema,
  waveInputSchema,
  waveSchema,
} from '@prca/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '../api/admin-request';
import { useAdminToken } from '../session/admin-session-context';

/**
 * Every query of the study's structure. A change to any of its parts invalidates them all: a
 * new class changes its school's and its wave's counts as well as the class list.
 */
export const STUDY_KEY = ['admin', 'study'] as const;

/**
 * One entity of the study (a school, a wave, a class) as data: everything in which the three
 * differ that the calls to /api/admin/<segment> need. The API serves them from one definition
 * as well (apps/api/src/modules/admin-study/entity.ts).
 */
export interface StudyEntity<Listed, Reply, Create, Update> {
  segment: 'schools' | 'waves' | 'classes';
  /** One row of GET /api/admin/<segment>. */
  listed: z.ZodType<Listed>;
  /** The reply of POST and PUT. */
  reply: z.ZodType<Reply>;
  /** The bodies of POST and PUT; the server checks them, these give their types. */
  create: z.ZodType<unknown, Create>;
  update: z.ZodType<unknown, Update>;
}

function studyEntity<Listed, Reply, Create, Update>(
  entity: StudyEntity<Listed, Reply, Create, Update>,
) {
  return entity;
}

export const schoolEntity = studyEntity({
  segment: 'schools',
  listed: schoolSchema,
  reply: schoolSchema,
  create: schoolInputSchema,
  update: schoolInputSchema,
});

export const waveEntity = studyEntity({
  segment: 'waves',
  listed: waveSchema,
  reply: waveSchema,
  create: waveInputSchema,
  // PUT replaces every field: a new name has to carry the wave's dates as they were.
  update: waveInputSchema,
});

export const classEntity = studyEntity({
  segment: 'classes',
  // Every class of every school (a study holds a few thousand at most), with the codes the
  // reader may see (issue 29).
  listed: listedClassSchema,
  reply: classSchema,
  create: classInputSchema,
  update: classUpdateSchema,
});

/** A change to one row: PUT /api/admin/<segment>/{id} with `changes` as its body. */
export interface StudyChange<Update> {
  id: string;
  changes: Update;
}

const pathOf = ({ segment }: { segment: string }, id?: string) =>
  id === undefined ? `/api/admin/${segment}` : `/api/admin/${segment}/${encodeURIComponent(id)}`;

/** GET /api/admin/<segment> */
export async function listStudyEntity<Listed>(
  entity: StudyEntity<Listed, unknown, unknown, unknown>,
  token: string,
  signal?: AbortSignal,
): Promise<Listed[]> {
  const data = await adminRequest(pathOf(entity), token, signal ? { signal } : {});
  return z.array(entity.listed).parse(data);
}

/** POST /api/admin/<segment> */
export async function createStudyEntity<Reply, Create>(
  entity: StudyEntity<unknown, Reply, Create, unknown>,
  input: NoInfer<Create>,
  token: string,
): Promise<Reply> {
  const data = await adminRequest(pathOf(entity), token, { method: 'POST', body: input });
  return entity.reply.parse(data);
}

/** PUT /api/admin/<segment>/{id} */
export async function updateStudyEntity<Reply, Update>(
  entity: StudyEntity<unknown, Reply, unknown, Update>,
  { id, changes }: StudyChange<NoInfer<Update>>,
  token: string,
): Promise<Reply> {
  const data = await adminRequest(pathOf(entity, id), token, { method: 'PUT', body: changes });
  return entity.reply.parse(data);
}

/** DELETE /api/admin/<segment>/{id} */
export async function removeStudyEntity(
  entity: { segment: string },
  id: string,
  token: string,
): Promise<void> {
  await adminRequest(pathOf(entity, id), token, { method: 'DELETE' });
}

export function studyListQueryOptions<Listed>(
  entity: StudyEntity<Listed, unknown, unknown, unknown>,
  token: string | null,
) {
  return queryOptions({
    queryKey: [...STUDY_KEY, entity.segment],
    queryFn: ({ signal }) => listStudyEntity(entity, token ?? '', signal),
    enabled: token !== null,
  });
}

export function useStudyList<Listed>(entity: StudyEntity<Listed, unknown, unknown, unknown>) {
  return useQuery(studyListQueryOptions(entity, useAdminToken()));
}

export const useSchools = () => useStudyList(schoolEntity);
export const useWaves = () => useStudyList(waveEntity);
export const useClasses = () => useStudyList(classEntity);
