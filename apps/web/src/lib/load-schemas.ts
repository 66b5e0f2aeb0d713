import type * as SchemaModule from './schemas';

type Schemas = typeof SchemaModule;

let loading: Promise<Schemas> | undefined;

/**
 * core's schemas (schemas.ts), fetched the first time a screen checks something; the survey
 * asks for them as soon as it shows, so that they are there by the first answer. The service
 * worker keeps them for offline use like every other chunk.
 */
export function loadSchemas(): Promise<Schemas> {
  loading ??= import('./schemas').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
