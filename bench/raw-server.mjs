// The ceiling: a bare node:http server answering every request with the same bytes as the real endpoint.
// Usage: node bench/raw-server.mjs <port> <body-file> <content-type> [<headers-json-file>]
// With a headers file (the app's own response headers, as run.mjs captured them), those are sent too, so the
// response is the app's byte for byte but for Date and the value of x-request-id: the same header lines and
// the same body, without the framework.
import http from 'node:http';
import { readFileSync } from 'node:fs';

const [port, file, contentType, headersFile] = process.argv.slice(2);
const body = readFileSync(file);
const extra = headersFile ? JSON.parse(readFileSync(headersFile, 'utf8')) : {};
const headers = { ...extra, 'content-type': contentType, 'content-length': String(body.length) };
const server = http.createServer((req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 72_000;
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
