import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../services';
import { changeRoutes } from './admin-analytics/change/routes';
import { compareRoutes } from './admin-analytics/compare/routes';
import { demographicsRoutes } from './admin-analytics/demographics/routes';
import { engagementRoutes } from './admin-analytics/engagement/routes';
import { itemsRoutes } from './admin-analytics/items/routes';
import { normsRoutes } from './admin-analytics/norms/routes';
import { otherCausesRoutes } from './admin-analytics/other-causes/routes';
import { overviewRoutes } from './admin-analytics/overview/routes';
import { prca24Routes } from './admin-analytics/prca24/routes';
import { reliabilityRoutes } from './admin-analytics/reliability/routes';
import { sectionBRoutes } from './admin-analytics/sectionb/routes';
import { trendsRoutes } from './admin-analytics/trends/routes';
import { adminAuditRoutes } from './admin-audit/routes';
import { adminAuthRoutes } from './admin-auth/routes';
import { classReportRoutes } from './admin-reports/class/routes';
import { classListRoutes } from './admin-reports/classes/routes';
import { adminSettingsRoutes } from './admin-settings/routes';
import { adminClassRoutes } from './admin-study/class-routes';
import { adminSchoolRoutes } from './admin-study/schools';
import { adminWaveRoutes } from './admin-study/waves';
import { adminSurveyRoutes } from './admin-surveys/routes';
import { adminUserRoutes } from './admin-users/routes';
import { resultsSummaryRoutes } from './analytics/routes';
import { authRoutes } from './auth/routes';
import { classLookupRoutes } from './classes/routes';
import { healthRoutes } from './health/routes';
import { publicSettingsRoutes } from './settings/routes';
import { ownChangeRoutes } from './surveys/change/routes';
import { surveyDeclineRoutes } from './surveys/declines/routes';
import { surveyRoutes } from './surveys/routes';
import { sealedSurveyRoutes } from './surveys/sealed/routes';
import { surveySessionRoutes } from './surveys/sessions/routes';

/**
 * Every module's routes, each registered with the services (services.ts). A URL names its
 * folder: /api/<name>/… lives in modules/<name>/, /api/admin/<name>/… in modules/admin-<name>/,
 * a deeper path in a subfolder (/api/surveys/sessions: surveys/sessions/,
 * /api/admin/analytics/trends: admin-analytics/trends/). The study's entities,
 * /api/admin/{schools,waves,classes}, share one definition in admin-study/ (its README says why).
 */
export const MODULES: FastifyPluginAsyncZod<Services>[] = [
  healthRoutes, // /api/health
  authRoutes, // /api/auth/…
  surveySessionRoutes, // /api/surveys/sessions…
  surveyDeclineRoutes, // /api/surveys/declines
  ownChangeRoutes, // /api/surveys/change
  sealedSurveyRoutes, // /api/surveys/sealed
  surveyRoutes, // /api/surveys…
  resultsSummaryRoutes, // /api/analytics/…
  publicSettingsRoutes, // /api/settings/public
  classLookupRoutes, // /api/classes/{code}
  adminAuthRoutes, // /api/admin/auth/…
  overviewRoutes, // /api/admin/analytics/overview
  reliabilityRoutes, // /api/admin/analytics/reliability
  prca24Routes, // /api/admin/analytics/prca24
  trendsRoutes, // /api/admin/analytics/trends
  engagementRoutes, // /api/admin/analytics/engagement
  demographicsRoutes, // /api/admin/analytics/demographics
  sectionBRoutes, // /api/admin/analytics/sectionb
  otherCausesRoutes, // /api/admin/analytics/other-causes
  compareRoutes, // /api/admin/analytics/compare
  itemsRoutes, // /api/admin/analytics/items
  normsRoutes, // /api/admin/analytics/norms
  changeRoutes, // /api/admin/analytics/change
  adminSurveyRoutes, // /api/admin/surveys…
  adminSettingsRoutes, // /api/admin/settings
  adminUserRoutes, // /api/admin/users…
  adminSchoolRoutes, // /api/admin/schools…
  adminWaveRoutes, // /api/admin/waves…
  adminClassRoutes, // /api/admin/classes…
  classReportRoutes, // /api/admin/reports/class
  classListRoutes, // /api/admin/reports/classes
  adminAuditRoutes, // /api/admin/audit…
];
