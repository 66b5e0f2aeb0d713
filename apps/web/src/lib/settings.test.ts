import { LAB_RESULTS_IDLE_SECONDS, LAB_SURVEY_IDLE_SECONDS } from '@prca/core';
import { describe, expect, it } from 'vitest';
import { contactDetails, readPublicSettings } from './public-settings';
import { readSurveySettings } from './survey-settings';

const SETTINGS = {
  acceptingResponses: false,
  guestRetentionDays: 45,
  contactEmail: ' team@example.edu.vn ',
  contactNote: 'Phòng 204, thứ Hai – thứ Sáu',
  classCodeRequired: true,
  respondentIdentity: 'signIn',
  consent: { version: 3, text: { vi: '# Phiếu thông tin', en: '# Information sheet' } },
  labModeDefault: true,
  labResultsIdleSeconds: 60,
  labSurveyIdleSeconds: 300,
  sealingKey: { id: '0123456789abcdef', publicKey: 'BAAA' },
  linkQuestions: [],
};

describe('readSurveySettings', () => {
  it('keeps every setting the survey needs, the contact trimmed', () => {
    const { linkQuestions: _listed, ...read } = SETTINGS;
    expect(readSurveySettings({ ...SETTINGS, extra: 1 })).toEqual({
      ...read,
      contactEmail: 'team@example.edu.vn',
      linkQuestionKeys: [],
    });
  });

  it('takes what an older server does not say as it behaved: optional code, e-mail, no sheet', () => {
    const older = {
      acceptingResponses: true,
      guestRetentionDays: 30,
      contactEmail: '',
      contactNote: '',
    };
    expect(readSurveySettings(older)).toEqual({
      ...older,
      classCodeRequired: false,
      respondentIdentity: 'email',
      consent: null,
      labModeDefault: false,
      labResultsIdleSeconds: LAB_RESULTS_IDLE_SECONDS.default,
      labSurveyIdleSeconds: LAB_SURVEY_IDLE_SECONDS.default,
      sealingKey: null,
      linkQuestionKeys: [],
    });
  });

  it('reads the keys of the linking questions listed (issue 32)', () => {
    const listed = [{ key: 'birthDay', kind: 'number', min: 1, max: 99 }, { key: 'shoeSize' }, 7];
    expect(readSurveySettings({ ...SETTINGS, linkQuestions: listed })?.linkQuestionKeys).toEqual([
      'birthDay',
      'shoeSize',
    ]);
    expect(readSurveySettings({ ...SETTINGS, linkQuestions: 'all' })?.linkQuestionKeys).toEqual([]);
  });

  it('refuses a malformed sheet or key rather than showing or sealing to it', () => {
    const read = readSurveySettings({
      ...SETTINGS,
      consent: { version: 0, text: { vi: 'x', en: 'y' } },
      sealingKey: { id: 3 },
      labSurveyIdleSeconds: 1.5,
    });
    expect(read).toMatchObject({
      consent: null,
      sealingKey: null,
      labSurveyIdleSeconds: LAB_SURVEY_IDLE_SECONDS.default,
    });
  });

  it('gives the pages other than the survey only what they show', () => {
    expect(readPublicSettings(SETTINGS)).toEqual({
      acceptingResponses: false,
      guestRetentionDays: 45,
      contactEmail: 'team@example.edu.vn',
      contactNote: SETTINGS.contactNote,
      classCodeRequired: true,
    });
  });

  it.each([
    ['nothing', null],
    ['a string', 'closed'],
    ['a missing field', { ...SETTINGS, acceptingResponses: undefined }],
    ['days that are not a whole number', { ...SETTINGS, guestRetentionDays: 1.5 }],
    ['days below one', { ...SETTINGS, guestRetentionDays: 0 }],
    ['a note that is not text', { ...SETTINGS, contactNote: 3 }],
  ])('refuses %s, so that every reader falls back', (_, data) => {
    expect(readPublicSettings(data)).toBeNull();
    expect(readSurveySettings(data)).toBeNull();
  });
});

describe('contactDetails', () => {
  it('prefers the address an administrator set and shows the note', () => {
    expect(contactDetails(readPublicSettings(SETTINGS))).toEqual({
      email: 'team@example.edu.vn',
      note: SETTINGS.contactNote,
    });
  });

  it('falls back to the build address (empty in tests) and no note', () => {
    expect(contactDetails(null)).toEqual({ email: '', note: '' });
    const settings = readPublicSettings({ ...SETTINGS, contactEmail: '', contactNote: '' });
    expect(contactDetails(settings)).toEqual({ email: '', note: '' });
  });
});
