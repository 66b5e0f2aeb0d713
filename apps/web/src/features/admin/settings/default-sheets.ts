// Imported only dynamically (api/get-default-sheets.ts), so that the sheets make a chunk apart.
export { DEFAULT_CONSENT_SHEETS } from '@prca/core';
