import type { ManifestOptions } from 'vite-plugin-pwa';

/*
 * The web app manifest (what a phone shows when the app is installed). It cannot follow the
 * screen's language, so its name is the same in both and its description gives both; the
 * glossary test (src/i18n/glossary.test.ts) reads each half in its language.
 */

export const MANIFEST_DESCRIPTION = {
  vi: 'PRCA-24: tự đánh giá mức độ lo sợ giao tiếp dành cho học sinh THPT.',
  en: 'Communication apprehension self-assessment for high-school students.',
} as const;

export const MANIFEST: Partial<ManifestOptions> = {
  // One name for both languages (review of 2026-11-27, F5).
  name: 'PRCA-24',
  short_name: 'PRCA-24',
  description: `${MANIFEST_DESCRIPTION.vi} ${MANIFEST_DESCRIPTION.en}`,
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#f8fafc',
  theme_color: '#1d4ed8',
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
