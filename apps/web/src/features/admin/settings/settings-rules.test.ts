import { DEFAULT_CONSENT_SHEETS, DEFAULT_SETTINGS, SHEET_TEXT_MAX_LENGTH } from '@prca/core';
import { describe, expect, it } from 'vitest';
import { changedSettings } from './api/update-admin-settings';
import { draftOf, settingsOf, settingsProblems, superadminOnly } from './settings-rules';

const DRAFT = draftOf(DEFAULT_SETTINGS);

describe('settingsProblems', () => {
  it.each(['1', '30', '3650', ' 45 '])('accepts %s days', (days) => {
    expect(
      settingsProblems({ ...DRAFT, guestRetentionDays: days }, DEFAULT_CONSENT_SHEETS)
        .guestRetentionDays,
    ).toBe(false);
  });

  it.each(['', '0', '3651', '2.5', '-3', 'abc'])('refuses %j days', (days) => {
    expect(
      settingsProblems({ ...DRAFT, guestRetentionDays: days }, DEFAULT_CONSENT_SHEETS)
        .guestRetentionDays,
    ).toBe(true);
  });

  it.each(['2', '5', '100'])('accepts a minimum group of %s', (size) => {
    expect(
      settingsProblems({ ...DRAFT, minimumGroupSize: size }, DEFAULT_CONSENT_SHEETS)
        .minimumGroupSize,
    ).toBe(false);
  });

  it.each(['', '1', '101', '4.5', 'năm'])('refuses a minimum group of %j', (size) => {
    expect(
      settingsProblems({ ...DRAFT, minimumGroupSize: size }, DEFAULT_CONSENT_SHEETS)
        .minimumGroupSize,
    ).toBe(true);
  });

  it("holds lab mode's idle times to core's ranges, in seconds", () => {
    const problems = (results: string, survey: string) =>
      settingsProblems(
        { ...DRAFT, labResultsIdleSeconds: results, labSurveyIdleSeconds: survey },
        DEFAULT_CONSENT_SHEETS,
      );
    expect(problems('5', '7200')).toMatchObject({
      labResultsIdleSeconds: false,
      labSurveyIdleSeconds: false,
    });
    expect(problems('4', '7201')).toMatchObject({
      labResultsIdleSeconds: true,
      labSurveyIdleSeconds: true,
    });
    expect(problems('3601', '')).toMatchObject({
      labResultsIdleSeconds: true,
      labSurveyIdleSeconds: true,
    });
  });

  it('accepts no contact address or a well-formed one, and refuses anything else', () => {
    expect(settingsProblems(DRAFT, DEFAULT_CONSENT_SHEETS).contactEmail).toBe(false);
    expect(
      settingsProblems({ ...DRAFT, contactEmail: ' nhom@truong.edu.vn ' }, DEFAULT_CONSENT_SHEETS)
        .contactEmail,
    ).toBe(false);
    expect(
      settingsProblems({ ...DRAFT, contactEmail: 'nhom@' }, DEFAULT_CONSENT_SHEETS).contactEmail,
    ).toBe(true);
    expect(
      settingsProblems({ ...DRAFT, contactEmail: 'a b@c.d' }, DEFAULT_CONSENT_SHEETS).contactEmail,
    ).toBe(true);
  });

  it('names an information sheet left blank or too long, in each language', () => {
    const sheet = (vi: string, en: string) =>
      settingsProblems({ ...DRAFT, consentText: { vi, en } }, DEFAULT_CONSENT_SHEETS);
    expect(sheet('Phiếu', 'Sheet')).toMatchObject({ consentVi: null, consentEn: null });
    expect(sheet('  \n ', 'x'.repeat(SHEET_TEXT_MAX_LENGTH + 1))).toMatchObject({
      consentVi: 'empty',
      consentEn: 'tooLong',
    });
  });
});

describe('the information sheet of a draft', () => {
  it("is the default sheet (null) when its text is the mode's default, word for word", () => {
    const draft = { ...DRAFT, respondentIdentity: 'email' as const };
    expect(
      settingsOf(
        { ...draft, consentText: { ...DEFAULT_CONSENT_SHEETS.email } },
        DEFAULT_CONSENT_SHEETS,
      ),
    ).toMatchObject({ consentText: null });
    // Another mode's default is a text of the team's own under this mode.
    expect(
      settingsOf(
        { ...draft, consentText: { ...DEFAULT_CONSENT_SHEETS.anonymous } },
        DEFAULT_CONSENT_SHEETS,
      ).consentText,
    ).toEqual(DEFAULT_CONSENT_SHEETS.anonymous);
  });
});

describe('changedSettings', () => {
  it('keeps only the settings that differ from those loaded, the sheet compared by its text', () => {
    const loaded = { ...DEFAULT_SETTINGS, consentText: { vi: 'Phiếu', en: 'Sheet' } };
    expect(
      changedSettings(loaded, { ...loaded, consentText: { vi: 'Phiếu', en: 'Sheet' } }),
    ).toEqual({});
    expect(
      changedSettings(loaded, {
        ...loaded,
        acceptingResponses: false,
        contactNote: 'Phòng 204',
        classCodeRequired: true,
        consentText: null,
      }),
    ).toEqual({
      acceptingResponses: false,
      contactNote: 'Phòng 204',
      classCodeRequired: true,
      consentText: null,
    });
  });

  it('never sends what the server works out (the sheet in force, the class code in effect)', () => {
    const reply = {
      ...DEFAULT_SETTINGS,
      consent: { version: 3, text: { vi: 'a', en: 'b' } },
      classCodeRequiredInEffect: true,
    };
    expect(Object.keys(draftOf(reply))).not.toContain('consent');
    expect(Object.keys(settingsOf(draftOf(reply), DEFAULT_CONSENT_SHEETS))).not.toContain(
      'classCodeRequiredInEffect',
    );
  });
});

describe('superadminOnly', () => {
  it("is core's list: the identity mode, the sheet and the minimum group", () => {
    expect(superadminOnly('respondentIdentity')).toBe(true);
    expect(superadminOnly('consentText')).toBe(true);
    expect(superadminOnly('minimumGroupSize')).toBe(true);
    expect(superadminOnly('labModeDefault')).toBe(false);
  });
});
