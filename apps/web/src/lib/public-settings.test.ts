import { describe, expect, it } from 'vitest';
import { contactDetails, readPublicSettings } from './public-settings';

const SETTINGS = {
  acceptingResponses: false,
  guestRetentionDays: 45,
  contactEmail: ' team@example.edu.vn ',
  contactNote: 'Phòng 204, thứ Hai – thứ Sáu',
  classCodeRequired: true,
};

describe('readPublicSettings', () => {
  it('keeps the five settings, trimmed', () => {
    expect(readPublicSettings({ ...SETTINGS, extra: 1 })).toEqual({
      ...SETTINGS,
      contactEmail: 'team@example.edu.vn',
    });
  });

  it('takes a class code as optional when the server does not say (an older server)', () => {
    expect(readPublicSettings({ ...SETTINGS, classCodeRequired: undefined })).toMatchObject({
      classCodeRequired: false,
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
    expect(contactDetails({ ...SETTINGS, contactEmail: '', contactNote: '' })).toEqual({
      email: '',
      note: '',
    });
  });
});
