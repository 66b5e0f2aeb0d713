import { DEFAULT_QUALITY_THRESHOLDS } from '@prca/core';
import { describe, expect, it } from 'vitest';
import { changedSettings } from './api/update-admin-settings';
import { settingsProblems, type SettingsDraft } from './settings-rules';

const DRAFT: SettingsDraft = {
  acceptingResponses: true,
  guestRetentionDays: '30',
  contactEmail: '',
  contactNote: '',
  classCodeRequired: false,
  qualityThresholds: DEFAULT_QUALITY_THRESHOLDS,
  minimumGroupSize: '5',
};

describe('settingsProblems', () => {
  it.each(['1', '30', '3650', ' 45 '])('accepts %s days', (days) => {
    expect(settingsProblems({ ...DRAFT, guestRetentionDays: days }).guestRetentionDays).toBe(false);
  });

  it.each(['', '0', '3651', '2.5', '-3', 'abc'])('refuses %j days', (days) => {
    expect(settingsProblems({ ...DRAFT, guestRetentionDays: days }).guestRetentionDays).toBe(true);
  });

  it.each(['2', '5', '100'])('accepts a minimum group of %s', (size) => {
    expect(settingsProblems({ ...DRAFT, minimumGroupSize: size }).minimumGroupSize).toBe(false);
  });

  it.each(['', '1', '101', '4.5', 'năm'])('refuses a minimum group of %j', (size) => {
    expect(settingsProblems({ ...DRAFT, minimumGroupSize: size }).minimumGroupSize).toBe(true);
  });

  it('accepts no contact address or a well-formed one, and refuses anything else', () => {
    expect(settingsProblems(DRAFT).contactEmail).toBe(false);
    expect(settingsProblems({ ...DRAFT, contactEmail: ' nhom@truong.edu.vn ' }).contactEmail).toBe(
      false,
    );
    expect(settingsProblems({ ...DRAFT, contactEmail: 'nhom@' }).contactEmail).toBe(true);
    expect(settingsProblems({ ...DRAFT, contactEmail: 'a b@c.d' }).contactEmail).toBe(true);
  });
});

describe('changedSettings', () => {
  it('keeps only the settings that differ from those loaded', () => {
    const loaded = {
      acceptingResponses: true,
      guestRetentionDays: 30,
      contactEmail: '',
      contactNote: '',
      classCodeRequired: false,
      qualityThresholds: DEFAULT_QUALITY_THRESHOLDS,
      minimumGroupSize: 5,
    };
    expect(changedSettings(loaded, { ...loaded })).toEqual({});
    expect(
      changedSettings(loaded, { ...loaded, acceptingResponses: false, contactNote: 'Phòng 204' }),
    ).toEqual({ acceptingResponses: false, contactNote: 'Phòng 204' });
  });
});
