// A real SMTP server for tests: the npm `smtp-server` package accepts every message on a loopback port and
// `mailparser` reads it, so a test sees exactly what the API's nodemailer sent over SMTP.
//
// In-process (API tests): `const sink = await startSmtpSink(); ... SMTP_URL = sink.url; await sink.waitFor(to)`.
// As a process (browser tests): `node tools/mail/smtp-sink.cjs` with SMTP_SINK_PORT and SMTP_SINK_HTTP_PORT; it also
// answers `GET /messages?to=<address>` (JSON, oldest first) and `GET /health` over HTTP on SMTP_SINK_HTTP_PORT.
const http = require('node:http');
const { SMTPServer } = require('smtp-server');
const { simpleParser } = require('mailparser');

/** Loopback only; no STARTTLS (nodemailer would refuse the self-signed certificate) and no AUTH: a test server. */
function startSmtpSink({ port = 0, host = '127.0.0.1' } = {}) {
  const messages = [];
  const waiters = new Set();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const message = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: Object.fromEntries([...mail.headers].map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])),
            receivedAt: new Date().toISOString(),
          };
          messages.push(message);
          for (const w of [...waiters]) w.check();
          callback();
        })
        .catch(callback);
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const actual = server.server.address().port;
      const forAddress = (to) => messages.filter((m) => m.to.includes(to.toLowerCase()));
      resolve({
        port: actual,
        url: `smtp://${host}:${actual}`,
        /** Every message received so far (to one address when given), oldest first. */
        messages: (to) => (to ? forAddress(to) : [...messages]),
        /** The first message to `to` (after the first `after` of them) that `match` accepts; rejects after `timeoutMs`. */
        waitFor(to, { match = () => true, after = 0, timeoutMs = 10_000 } = {}) {
          return new Promise((ok, fail) => {
            const w = {
              check() {
                const found = forAddress(to).slice(after).find(match);
                if (!found) return false;
                waiters.delete(w);
                clearTimeout(w.timer);
                ok(found);
                return true;
              },
            };
            if (w.check()) return;
            w.timer = setTimeout(() => {
              waiters.delete(w);
              fail(new Error(`no e-mail to ${to} within ${timeoutMs} ms (${messages.length} received in all)`));
            }, timeoutMs);
            waiters.add(w);
          });
        },
        close: () => new Promise((ok) => server.close(() => ok())),
      });
    });
  });
}

/** The first http(s) link in a message's text that starts with `prefix` (e.g. `${PUBLIC_URL}/reset-password`). */
function linkIn(message, prefix) {
  const link = message.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`no link to ${prefix} in "${message.subject}":\n${message.text}`);
  return link;
}

module.exports = { startSmtpSink, linkIn };

if (require.main === module) {
  const smtpPort = Number(process.env.SMTP_SINK_PORT);
  const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT);
  if (!smtpPort || !httpPort) {
    console.error('smtp-sink: set SMTP_SINK_PORT and SMTP_SINK_HTTP_PORT');
    process.exit(2);
  }
  startSmtpSink({ port: smtpPort }).then((sink) => {
    const web = http.createServer((req, res) => {
      const url = new URL(req.url, 'http://sink');
      if (url.pathname === '/health') return res.end('ok');
      if (url.pathname === '/messages') {
        res.setHeader('content-type', 'application/json');
        return res.end(JSON.stringify(sink.messages(url.searchParams.get('to') ?? undefined)));
      }
      res.statusCode = 404;
      res.end();
    });
    web.listen(httpPort, '127.0.0.1');
    const stop = () => web.close(() => sink.close().then(() => process.exit(0)));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });
}
