import { discardDraft, saveDraft } from './drafts';
import { ApiError, apiRequest, fieldErrorsOf, getJson, getJsonOrNullOn401 } from './api-request';

type FetchArgs = [string, RequestInit | undefined];
const calls: FetchArgs[] = [];
const respond = (status: number, body: string, statusText = '') => {
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push([url, init]);
    return new Response(body || null, { status, statusText });
  }) as unknown as typeof fetch;
};

beforeEach(() => (calls.length = 0));

describe('apiRequest', () => {
  it('sends cookies and adds a JSON content type and body only when a body is given', async () => {
    respond(200, '{}');
    await apiRequest('POST', '/api/x', { a: 1 });
    await apiRequest('DELETE', '/api/y');
    expect(calls[0][1]).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
    expect(calls[1][1]).toMatchObject({ method: 'DELETE', credentials: 'include', headers: {}, body: undefined });
    expect(calls[0][1]?.keepalive).toBeUndefined();
  });

  it('a draft saved or discarded as the page goes away outlives it (keepalive); otherwise an ordinary request', async () => {
    respond(200, '{}');
    await saveDraft('reply:1', { body: 'x' }, true);
    await saveDraft('reply:1', { body: 'y' });
    await discardDraft('reply:1', true);
    expect(calls.map(([url, init]) => [url, init?.method, init?.keepalive, init?.body])).toEqual([
      ['/api/me/drafts/reply%3A1', 'PUT', true, '{"body":"x"}'],
      ['/api/me/drafts/reply%3A1', 'PUT', undefined, '{"body":"y"}'],
      ['/api/me/drafts/reply%3A1', 'DELETE', true, undefined],
    ]);
  });

  it('turns a non-OK response into "<status>: <body>"', async () => {
    respond(409, '{"message":"Email already registered"}', 'Conflict');
    const err = await apiRequest('POST', '/api/register', {}).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('409: {"message":"Email already registered"}');
    expect(err.status).toBe(409);
    expect(err.serverMessage).toBe('Email already registered');
  });

  it('uses the status text when the body is empty', async () => {
    respond(503, '', 'Service Unavailable');
    await expect(getJson('/api/communities')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('getJsonOrNullOn401', () => {
  it('yields null for 401 and the parsed body otherwise', async () => {
    respond(401, '{"message":"Unauthorized"}');
    await expect(getJsonOrNullOn401('/api/auth/user')).resolves.toBeNull();
    respond(200, '{"firstName":"Ada"}');
    await expect(getJsonOrNullOn401('/api/auth/user')).resolves.toEqual({ firstName: 'Ada' });
  });

  it('still throws for other failures', async () => {
    respond(500, 'boom');
    await expect(getJsonOrNullOn401('/api/auth/user')).rejects.toThrow('500: boom');
  });
});

describe('fieldErrorsOf', () => {
  it('turns a 400 with field messages into form errors, first message per field', () => {
    const err = new ApiError(
      400,
      JSON.stringify({ message: 'Validation failed', errors: { email: 'Please enter a valid email address', password: ['a', 'b'] } }),
      'Bad Request',
    );
    expect(fieldErrorsOf(err)).toEqual({ email: 'Please enter a valid email address', password: 'a' });
  });
  it('is undefined for other failures and bodies', () => {
    expect(fieldErrorsOf(new ApiError(409, '{"message":"taken"}', 'Conflict'))).toBeUndefined();
    expect(fieldErrorsOf(new ApiError(400, 'not json', 'Bad Request'))).toBeUndefined();
    expect(fieldErrorsOf(new ApiError(400, '{"errors":{}}', 'Bad Request'))).toBeUndefined();
    expect(fieldErrorsOf(new Error('x'))).toBeUndefined();
  });
});
