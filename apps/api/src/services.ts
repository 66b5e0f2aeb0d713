import type { FastifyBaseLogger } from 'fastify';
import { createAuditLog } from './audit/audit-log';
import { createBackgroundJobs } from './jobs/background-jobs';
import { createQualityRecomputer } from './jobs/quality-recompute';
import type { Config } from './config';
import { createIdentityHasher } from './identity/hasher';
import { createSealing } from './identity/sealing';
import type { DatabaseHandle } from './db/client';
import { createChangeService } from './modules/admin-analytics/change/service';
import { createWaveMatching } from './modules/admin-analytics/change/matching';
import { createCompareService } from './modules/admin-analytics/compare/service';
import { createDemographicsService } from './modules/admin-analytics/demographics/service';
import { createEngagementService } from './modules/admin-analytics/engagement/service';
import { createItemsService } from './modules/admin-analytics/items/service';
import { createNormsService } from './modules/admin-analytics/norms/service';
import { createOtherCausesService } from './modules/admin-analytics/other-causes/service';
import { createOverviewService } from './modules/admin-analytics/overview/service';
import { createPrca24Service } from './modules/admin-analytics/prca24/service';
import { createReliabilityService } from './modules/admin-analytics/reliability/service';
import { createSectionBService } from './modules/admin-analytics/sectionb/service';
import { createTrendsService } from './modules/admin-analytics/trends/service';
import { createAuditRepository } from './modules/admin-audit/repository';
import { createAdminAuditService } from './modules/admin-audit/service';
import { createAdminAuthRepository } from './modules/admin-auth/repository';
import { createScopeRepository } from './modules/admin-auth/scope-repository';
import { createAdminAuthService } from './modules/admin-auth/service';
import { createClassReportService } from './modules/admin-reports/class/service';
import { createSinceLastWave } from './modules/admin-reports/class/since-last-wave';
import { createReleaseRepository } from './modules/admin-reports/releases/repository';
import { createReleaseService } from './modules/admin-reports/releases/service';
import { createClassListService } from './modules/admin-reports/classes/service';
import { createAdminSurveysRepository } from './modules/admin-surveys/repository';
import { createChangeExportReads } from './modules/admin-surveys/export-change';
import { createAdminSurveysService } from './modules/admin-surveys/service';
import { PASSWORD_COST, type PasswordCost } from './modules/admin-users/password';
import { createAdminUsersRepository } from './modules/admin-users/repository';
import { createAdminUsersService } from './modules/admin-users/service';
import { newClassCode } from './modules/admin-study/class-codes';
import { createClassesRepository } from './modules/admin-study/class-repository';
import { createClassesService } from './modules/admin-study/class-service';
import { createEntityRepository } from './modules/admin-study/repository';
import { schoolEntity } from './modules/admin-study/schools';
import { createEntityService } from './modules/admin-study/service';
import { waveEntity } from './modules/admin-study/waves';
import { createUserAuthenticator } from './modules/auth/authenticate';
import { createAuthRepository } from './modules/auth/repository';
import { authServiceFor } from './modules/auth/service';
import { createClassLookupRepository } from './modules/classes/repository';
import { createClassLookupService } from './modules/classes/service';
import { createHealthService } from './modules/health/service';
import { createSettingsRepository } from './modules/settings/repository';
import { createConsentVersions } from './modules/settings/consent-versions';
import { createSettingsService } from './modules/settings/service';
import { createSurveyRepository } from './modules/surveys/repository';
import { createDeclineRepository } from './modules/surveys/declines/repository';
import { createDeclineService } from './modules/surveys/declines/service';
import { createSurveyService } from './modules/surveys/service';
import { createOwnChangeService } from './modules/surveys/change/service';
import { createSurveySessionRepository } from './modules/surveys/sessions/repository';
import { createSurveySessionService } from './modules/surveys/sessions/service';
import { createWavePairsRefresher } from './kept/wave-pairs-job';

/** How stale another instance's view of a changed setting (e.g. "survey closed") may be. */
const SETTINGS_MAX_AGE_MS = 2000;

/**
 * Every service the routes use and the background jobs, made once per app: the only place
 * that hands the database to repositories. Each module's routes take the services they name
 * from this object; the server starts `jobs`.
 */
export function createServices(
  config: Config,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  passwordCost: PasswordCost = PASSWORD_COST,
) {
  const db = database.db;
  if (!config.IDENTITY_SECRET) {
    throw new Error(
      'The identity secret is resolved (identity/prepare.ts) before the app is built',
    );
  }
  // What identifies a respondent is kept only as keyed hashes; lab mode's outbox is sealed.
  const identity = createIdentityHasher(config.IDENTITY_SECRET);
  const sealing = createSealing(config.IDENTITY_SECRET);
  const timeZone = config.ANALYTICS_TIME_ZONE;
  const audit = createAuditLog(db);
  // One copy for the whole process, so that a change an admin saves applies to the next submission.
  const settingsRepository = createSettingsRepository(db, SETTINGS_MAX_AGE_MS);
  const classLookup = createClassLookupService(createClassLookupRepository(db), settingsRepository);
  const consentVersions = createConsentVersions(db);
  const qualityRecompute = createQualityRecomputer(db, settingsRepository, log);
  // The kept matching of wave pairs (issue 32), read by the change figures and the package;
  // a student's own change reads only the figures kept with it, which the hourly job keeps
  // current through the same change service a researcher's read uses.
  const waveMatching = createWaveMatching(db);
  const changeAnalytics = createChangeService(db, timeZone, waveMatching);
  const wavePairs = createWavePairsRefresher(db, settingsRepository, changeAnalytics, log);
  // A class report's change since the last wave reads the change module's figures (issue 32).
  const sinceLastWave = createSinceLastWave(db, changeAnalytics);
  return {
    config,
    identity,
    sealing,
    health: createHealthService(database),
    auth: authServiceFor(config, createAuthRepository(db)),
    users: createUserAuthenticator(db),
    surveys: createSurveyService(
      // Instances that share a PostgreSQL database lock a respondent while storing (issue 12).
      createSurveyRepository(db, { otherProcesses: database.kind === 'postgresql' }),
      settingsRepository,
      classLookup,
      identity,
      consentVersions,
      audit,
    ),
    ownChange: createOwnChangeService(db, settingsRepository, waveMatching),
    surveySessions: createSurveySessionService(createSurveySessionRepository(db), classLookup),
    surveyDeclines: createDeclineService(createDeclineRepository(db), classLookup, consentVersions),
    settings: createSettingsService({
      repository: settingsRepository,
      consentVersions,
      classes: classLookup,
      audit,
      sealingKey: sealing.publicKey,
      afterChange: (changes) => {
        // New thresholds: the stored flags follow in the background (issue 17).
        if (changes.qualityThresholds) void qualityRecompute.start();
      },
    }),
    qualityRecompute,
    adminAuth: createAdminAuthService(createAdminAuthRepository(db), audit, passwordCost),
    adminScopes: createScopeRepository(db),
    adminUsers: createAdminUsersService(createAdminUsersRepository(db), audit, passwordCost),
    adminAudit: createAdminAuditService(createAuditRepository(db, timeZone), audit, timeZone),
    adminSurveys: createAdminSurveysService(
      createAdminSurveysRepository(db, timeZone),
      audit,
      timeZone,
      identity,
      createChangeExportReads(db, timeZone, waveMatching),
    ),
    overview: createOverviewService(db, timeZone),
    demographicsAnalytics: createDemographicsService(db, timeZone),
    sectionBAnalytics: createSectionBService(db, timeZone),
    otherCausesAnalytics: createOtherCausesService(db, timeZone),
    prca24Analytics: createPrca24Service(db, timeZone),
    trendsAnalytics: createTrendsService(db, timeZone),
    engagementAnalytics: createEngagementService(db, timeZone),
    reliabilityAnalytics: createReliabilityService(db, timeZone),
    compareAnalytics: createCompareService(db, timeZone),
    itemsAnalytics: createItemsService(db, timeZone),
    normsAnalytics: createNormsService(db, timeZone),
    changeAnalytics,
    schools: createEntityService(schoolEntity, createEntityRepository(db, schoolEntity), audit),
    waves: createEntityService(waveEntity, createEntityRepository(db, waveEntity), audit),
    classes: createClassesService(createClassesRepository(db, newClassCode), audit),
    classLookup,
    classReports: createClassReportService(
      db,
      timeZone,
      createReleaseService(
        createReleaseRepository(db, sinceLastWave),
        // Tests draw every release's noise from a fixed seed, so that they pass or fail the
        // same way every run; everywhere else it is random.
        config.NODE_ENV === 'test' ? 'test-release-noise' : undefined,
      ),
      sinceLastWave,
    ),
    classLists: createClassListService(db),
    jobs: createBackgroundJobs(database, qualityRecompute, wavePairs, log),
  };
}

export type Services = ReturnType<typeof createServices>;
