// Pure (no SDK): config.ts checks S3_URL at boot with it.

/** S3_URL: `https://<access key>:<secret>@<host>[:port]/<bucket>[?region=<region>]` (http:// for a local bucket). */
export interface S3Location {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export function parseS3Url(value: string): S3Location {
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error('S3_URL must start with https:// (or http:// for a local bucket)');
  const bucket = url.pathname.replace(/^\/+|\/+$/g, '');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new Error('S3_URL must name the bucket as its path, e.g. https://key:secret@host/bucket');
  if (!url.username || !url.password) throw new Error('S3_URL must carry the access key and secret, e.g. https://key:secret@host/bucket');
  return {
    endpoint: `${url.protocol}//${url.host}`,
    bucket,
    region: url.searchParams.get('region') ?? 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}
