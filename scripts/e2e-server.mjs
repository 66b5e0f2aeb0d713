// The compiled API the browser tests' servers run (playwright.config.ts), written by
// `npm run e2e` (scripts/build-api.mjs). A file of its own, not `npm start`'s
// apps/api/dist/server.mjs: the API tests' `npm start` rewrites that one while the browser
// tests' servers may be starting (npm test runs the two side by side).
export const E2E_SERVER = 'apps/api/dist/e2e-server.mjs';
