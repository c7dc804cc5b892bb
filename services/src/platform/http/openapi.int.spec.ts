import { startTestApp, type TestApp } from '@services/testing/test-app';

type Json = { [key: string]: unknown };

/** Every node of the document, with the path that reaches it. */
function* nodes(node: unknown, path = '#'): Generator<[string, Json]> {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) yield* nodes(item, `${path}/${index}`);
  } else if (typeof node === 'object' && node !== null) {
    yield [path, node as Json];
    for (const [key, value] of Object.entries(node)) yield* nodes(value, `${path}/${key}`);
  }
}

/** The product's own OpenAPI document, as /api/docs serves it: OpenAPI 3.0 that resolves. */
describe('the OpenAPI document of the whole product', () => {
  let testApp: TestApp;
  let document: Json & { components: { schemas: Json }; paths: Json };

  beforeAll(async () => {
    testApp = await startTestApp({});
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs-json' });
    document = response.json();
  });
  afterAll(() => testApp.close());

  it('refers only to schemas it defines', () => {
    const refs = [...nodes(document)].flatMap(([path, node]) =>
      typeof node.$ref === 'string' ? [[path, node.$ref] as const] : [],
    );
    expect(refs.length).toBeGreaterThan(0);
    const unresolved = refs.filter(([, ref]) => {
      const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
      return name === undefined || !(name in document.components.schemas);
    });
    expect(unresolved).toEqual([]);
  });

  it('uses no JSON Schema keyword that OpenAPI 3.0 lacks', () => {
    const foreign = [...nodes(document.paths), ...nodes(document.components.schemas)].flatMap(
      ([path, node]) =>
        ['$schema', '$defs', 'definitions', 'const']
          .filter((key) => key in node)
          .map((key) => `${path}/${key}`),
    );
    const typeLists = [...nodes(document.paths)]
      .filter(([, node]) => Array.isArray(node.type))
      .map(([path]) => path);
    expect([...foreign, ...typeLists]).toEqual([]);
  });

  it('describes what the routes answer', () => {
    const page = document.paths['/api/prepaid-goods/goodsMould/page'] as {
      get: { responses: { 200: { content: { 'application/json': { schema: Json } } } } };
    };
    const schema = page.get.responses[200].content['application/json'].schema as {
      properties: { data: { properties: { records: { items: { properties: Json } } } } };
    };
    expect(Object.keys(schema.properties.data.properties.records.items.properties)).toEqual(
      expect.arrayContaining(['id', 'mouldName', 'mouldContent', 'createTime']),
    );
  });

  // Each of these is documented from its zod schema when the document is first asked for.
  it('describes what the routes accept: query, body and path, and the token call’s refusals', () => {
    type Operation = {
      parameters?: Array<{ name: string; in: string; required: boolean }>;
      requestBody?: { content: { 'application/json': { schema: { properties: Json } } } };
      responses: Json;
    };
    const operation = (path: string, method: 'get' | 'post') =>
      (document.paths[path] as Record<string, Operation>)[method]!;
    expect(operation('/api/prepaid-goods/goodsMould/detail', 'get').parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'query', required: true }),
    );
    const submitted = operation('/api/prepaid-goods/goodsMould/submit', 'post').requestBody;
    expect(Object.keys(submitted!.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['mouldName', 'mouldContent']),
    );
    expect(
      operation('/api/prepaid-transaction/cutPaymentApply/createContract/{id}', 'post').parameters,
    ).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true }));
    expect(Object.keys(operation('/api/blade-auth/oauth/token', 'post').responses)).toEqual(
      expect.arrayContaining(['200', '400', '401']),
    );
  });
});
