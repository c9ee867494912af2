/** A non-OK response. Its message is the spec's §8 text: "<status>: <body text or status text>". */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's `message` field when the body is JSON that has one (e.g. 409 "Email already registered"). */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
      if (Array.isArray(parsed.message)) return parsed.message.join(', ');
    } catch {
      /* not JSON */
    }
    return undefined;
  }
}

/**
 * A 400 from the API carries one message per field (`{ errors: { field: message } }`). Returned from a
 * react-final-form onSubmit, they show under the fields they belong to. Undefined for any other failure.
 */
export function fieldErrorsOf(err: unknown): Record<string, string> | undefined {
  if (!(err instanceof ApiError) || err.status !== 400) return undefined;
  try {
    const body = JSON.parse(err.body) as { errors?: unknown };
    if (!body.errors || typeof body.errors !== 'object') return undefined;
    const entries = Object.entries(body.errors as Record<string, unknown>)
      .map(([field, message]) => [field, Array.isArray(message) ? message[0] : message] as const)
      .filter((entry): entry is readonly [string, string] => typeof entry[1] === 'string');
    return entries.length ? Object.fromEntries(entries) : undefined;
  } catch {
    return undefined;
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || '', res.statusText);
}

/**
 * Any call to the API. Cookies always go with it; a JSON content type and body are added only when
 * a body is given (spec §7).
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(res);
  return res;
}

/**
 * A file upload (POST /api/admin/uploads, POST /api/uploads, PUT /api/me/avatar): multipart with the file as field
 * "file" (the browser sets the Content-Type with its boundary); answers the JSON the API sends back.
 */
export async function apiUpload<T>(url: string, file: File, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch(url, { method, credentials: 'include', body: form });
  await throwIfNotOk(res);
  return res.json() as Promise<T>;
}

/** The default read: GET the key as a path and parse JSON. */
export async function getJson<T>(url: string): Promise<T> {
  return (await apiRequest('GET', url)).json() as Promise<T>;
}

/** A read where 401 means "nobody" rather than an error (the session read, spec §7). */
export async function getJsonOrNullOn401<T>(url: string): Promise<T | null> {
  const res = await fetch(url, { credentials: 'include' });
  if (res.status === 401) return null;
  await throwIfNotOk(res);
  return res.json() as Promise<T>;
}
