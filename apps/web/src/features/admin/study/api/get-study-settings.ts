import { publicSettingsSchema, type RespondentIdentity } from '@prca/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { useAdminSettings } from '../../shared/api/get-admin-settings';
import { useAdminSession } from '../../shared/session/admin-session-context';

/** What the study screen and the sheets need of the public settings. */
const surveySettingsSchema = publicSettingsSchema.pick({
  classCodeRequired: true,
  respondentIdentity: true,
  labModeDefault: true,
});

function publicSurveySettingsOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ['admin', 'study', 'public-settings'],
    queryFn: async ({ signal }) =>
      surveySettingsSchema.parse(await apiRequest('/api/settings/public', { signal })),
    enabled,
  });
}

/** The settings that decide what students are asked and which links a class sheet gives. */
export interface StudySettings {
  /** The stored setting (null: required once the study has a class); undefined: not readable. */
  classCodeRequired: boolean | null | undefined;
  classCodeRequiredInEffect: boolean;
  respondentIdentity: RespondentIdentity;
  labModeDefault: boolean;
  /** The study's parents' consent (null: not recorded); undefined: not readable. */
  parentalConsentCollected: boolean | null | undefined;
}

/**
 * The study's settings as the study screen and the sheets state them: all of them for an
 * account that may manage the settings; otherwise what every visitor may know (the public
 * settings), without the stored class-code choice or the parents' consent.
 */
export function useStudySettings(): { settings: StudySettings | null; failed: boolean } {
  const mayRead = useAdminSession().hasPermission('manage_settings');
  const admin = useAdminSettings(mayRead);
  const open = useQuery(publicSurveySettingsOptions(!mayRead));
  if (mayRead) {
    return { failed: admin.isError, settings: admin.data ?? null };
  }
  const data = open.data;
  return {
    failed: open.isError,
    settings: data
      ? {
          classCodeRequired: undefined,
          classCodeRequiredInEffect: data.classCodeRequired,
          respondentIdentity: data.respondentIdentity,
          labModeDefault: data.labModeDefault,
          parentalConsentCollected: undefined,
        }
      : null,
  };
}
