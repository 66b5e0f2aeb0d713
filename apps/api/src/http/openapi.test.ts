import fs from 'node:fs';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutesOf } from '../../test/support/admins';
import { createTestApp, type TestApp } from '../../test/support/app';

const COMMITTED = new URL('../../../../docs/openapi.json', import.meta.url);
const REGENERATE = 'npm run openapi';

type Operation = OpenAPIV3_1.OperationObject;

/** Fastify's `/api/surveys/:id` as OpenAPI writes it: `/api/surveys/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenAPIV3_1.Document;
  beforeAll(async () => {
    t = await createTestApp('embedded');
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    document = response.json();
  });
  afterAll(async () => {
    await t?.close();
  });

  const operations = () =>
    Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item ?? {}).map(([method, operation]) => ({
        path,
        method,
        operation: operation as Operation,
      })),
    );

  it('is an OpenAPI 3.1 document named after the project', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('PRCA-24 survey API');
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/);
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json()).toEqual(document);
  });

  it('describes every API route, and only those', () => {
    const registered = t.app.apiRoutes
      .map(({ method, url }) => `${method} ${openApiPath(url)}`)
      .filter((route) => !route.startsWith('GET /api/docs'));
    expect(registered.length).toBeGreaterThan(30);
    const documented = operations().map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    expect(documented.sort()).toEqual([...new Set(registered)].sort());
  });

  it('gives each operation its inputs, a success reply, the error envelope and its access', () => {
    for (const { path, method, operation } of operations()) {
      const name = `${method.toUpperCase()} ${path}`;
      const responses = Object.entries(operation.responses ?? {});
      expect(
        responses.some(([status]) => /^[23]\d\d$/.test(status)),
        `${name} documents no success reply`,
      ).toBe(true);
      for (const [status, response] of responses) {
        expect(
          (response as OpenAPIV3_1.ResponseObject).description,
          `${name} ${status}`,
        ).toBeTruthy();
      }
      const failure = operation.responses?.default as OpenAPIV3_1.ResponseObject;
      expect(failure.content?.['application/json']?.schema, name).toMatchObject({
        properties: { success: { enum: [false] }, message: { type: 'string' } },
      });
      const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
      for (const [, param] of path.matchAll(/\{(\w+)\}/g)) {
        expect(
          parameters.find((p) => p.in === 'path' && p.name === param),
          `${name} path parameter ${param}`,
        ).toMatchObject({ required: true, schema: expect.any(Object) });
      }
      if (['post', 'put', 'patch'].includes(method) && !path.endsWith('/logout')) {
        expect(operation.requestBody, `${name} body`).toBeDefined();
      }
    }
    const adminRoutes = adminRoutesOf(t.app).filter(({ access }) => access !== 'public');
    expect(adminRoutes.length).toBeGreaterThan(10);
    for (const { method, url } of adminRoutes) {
      const operation = document.paths?.[openApiPath(url)]?.[
        method.toLowerCase() as OpenAPIV3_1.HttpMethods
      ] as Operation;
      expect(operation.security, `${method} ${url}`).toEqual([{ adminSession: [] }]);
    }
    expect(document.components?.securitySchemes?.adminSession).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    // The respondent's token: needed, optional (a guest without it), or not read at all.
    const securityOf = (path: string, method: 'get' | 'post') =>
      (document.paths?.[path]?.[method] as Operation | undefined)?.security;
    expect(securityOf('/api/auth/me', 'get')).toEqual([{ respondentSession: [] }]);
    expect(securityOf('/api/surveys', 'post')).toEqual([{}, { respondentSession: [] }]);
    expect(securityOf('/api/health', 'get')).toEqual([]);
    expect(securityOf('/api/admin/auth/login', 'post')).toEqual([]);
  });

  it('takes its schemas from the routes (a query, a body, a reply)', () => {
    const list = document.paths?.['/api/surveys']?.get;
    expect(list?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'query', name: 'page' }),
        expect.objectContaining({ in: 'query', name: 'limit' }),
      ]),
    );
    const submit = document.paths?.['/api/surveys']?.post;
    const body = (submit?.requestBody as OpenAPIV3_1.RequestBodyObject).content['application/json']
      ?.schema as OpenAPIV3_1.SchemaObject;
    expect(body.required).toEqual(expect.arrayContaining(['demographics', 'responses']));
    const health = document.paths?.['/api/health']?.get?.responses?.['200'] as
      OpenAPIV3_1.ResponseObject | undefined;
    expect(health?.content?.['application/json']?.schema).toMatchObject({
      properties: { data: { properties: { database: { enum: ['embedded', 'postgresql'] } } } },
    });
  });

  it('is committed, in step with the routes, as docs/openapi.json', () => {
    const committed = fs.existsSync(COMMITTED)
      ? JSON.parse(fs.readFileSync(COMMITTED, 'utf8'))
      : undefined;
    expect(
      committed,
      `docs/openapi.json differs from the document the routes generate: run \`${REGENERATE}\` and commit it`,
    ).toEqual(document);
  });
});
