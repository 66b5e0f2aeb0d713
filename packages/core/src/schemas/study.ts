import { z } from 'zod';
import { GRADES } from './demographics';
import { calendarDate } from './calendar-date';
import { isStorableText } from './storable';

/*
 * The study's structure (issue 14): schools, data-collection rounds (waves) and classes. A class
 * belongs to one school and one wave and has a short code that students type or scan.
 */

export * from './class-code';

const name = (max: number) =>
  z
    .string({ error: 'study.nameRequired' })
    .trim()
    .min(1, { error: 'study.nameRequired' })
    .max(max, { error: 'study.nameTooLong' })
    .refine(isStorableText, { error: 'study.nameRequired' });

const day = calendarDate('study.dateInvalid');

export const schoolInputSchema = z.object({ name: name(200) }).strict();
export const schoolSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  classCount: z.number().int(),
  responseCount: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});

export const waveInputSchema = z
  .object({
    name: name(100),
    opensOn: day.nullable().optional(),
    closesOn: day.nullable().optional(),
  })
  .strict()
  .refine((wave) => !wave.opensOn || !wave.closesOn || wave.opensOn <= wave.closesOn, {
    error: 'study.waveDatesOrder',
    path: ['closesOn'],
  });
export const waveSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  opensOn: z.iso.date().nullable(),
  closesOn: z.iso.date().nullable(),
  classCount: z.number().int(),
  responseCount: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});

const enrolled = z
  .number({ error: 'study.enrolledInvalid' })
  .int({ error: 'study.enrolledInvalid' })
  .min(1, { error: 'study.enrolledInvalid' })
  .max(2000, { error: 'study.enrolledInvalid' })
  .nullable();

export const classInputSchema = z
  .object({
    schoolId: z.uuid({ error: 'study.schoolUnknown' }),
    waveId: z.uuid({ error: 'study.waveUnknown' }),
    name: name(40),
    grade: z.enum(GRADES, { error: 'study.gradeInvalid' }),
    enrolled: enrolled.optional(),
    open: z.boolean().optional(),
    /** Whether the school collected parents' consent for this class; null: as the study says. */
    parentalConsentCollected: z.boolean().nullable().optional(),
  })
  .strict();

/** GET /api/admin/classes: all classes, or those of one school and/or one wave. */
export const classListQuerySchema = z.strictObject({
  school: z.uuid({ error: 'filter.idInvalid' }).optional(),
  wave: z.uuid({ error: 'filter.idInvalid' }).optional(),
});

/** PUT /api/admin/classes/{id}: any field; `open: false` closes the class to new responses. */
export const classUpdateSchema = classInputSchema.partial().strict();

/** POST /api/admin/classes/bulk: many classes of one school and wave at once (a pasted list). */
export const classBulkInputSchema = z
  .object({
    schoolId: z.uuid({ error: 'study.schoolUnknown' }),
    waveId: z.uuid({ error: 'study.waveUnknown' }),
    classes: z
      .array(
        z
          .object({
            name: name(40),
            grade: z.enum(GRADES, { error: 'study.gradeInvalid' }),
            enrolled: enrolled.optional(),
          })
          .strict(),
      )
      .min(1, { error: 'study.bulkEmpty' })
      .max(200, { error: 'study.bulkTooMany' }),
  })
  .strict();

export const classSchema = z.object({
  id: z.uuid(),
  schoolId: z.uuid(),
  schoolName: z.string(),
  waveId: z.uuid(),
  waveName: z.string(),
  name: z.string(),
  grade: z.enum(GRADES),
  enrolled: z.number().int().nullable(),
  code: z.string(),
  open: z.boolean(),
  /** When it last closed; null while open. */
  closedAt: z.iso.datetime({ offset: true }).nullable(),
  parentalConsentCollected: z.boolean().nullable(),
  /** Students who chose not to take part (a count only, issue 27). */
  declineCount: z.number().int(),
  responseCount: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});

/** GET /api/classes/{code}: what a student confirms before starting (public, nothing more). */
export const publicClassSchema = z.object({
  code: z.string(),
  schoolName: z.string(),
  className: z.string(),
  grade: z.enum(GRADES),
  waveName: z.string(),
  open: z.boolean(),
});

export type School = z.output<typeof schoolSchema>;
export type Wave = z.output<typeof waveSchema>;
export type StudyClass = z.output<typeof classSchema>;

/**
 * A class of GET /api/admin/classes: its code is null for a reader who may not see it (issue 29:
 * only manage_study sees every code, a counsellor those of its own classes).
 */
export const listedClassSchema = classSchema.extend({ code: z.string().nullable() });
export type ListedClass = z.output<typeof listedClassSchema>;
export type PublicClass = z.output<typeof publicClassSchema>;
