// A local SMTP server standing in for the outside mail provider during the browser suite: the API
// sends its mail here (SMTP_URL), and specs read it over HTTP: GET /messages?to=<address>.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT ?? 18_225);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT ?? 18_226);
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      raw += chunk;
    });
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      messages.push({ to, raw, receivedAt: new Date().toISOString() });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

http
  .createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`);
    if (url.pathname === '/health') return response.end('ok');
    if (url.pathname === '/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      response.setHeader('content-type', 'application/json');
      return response.end(JSON.stringify(messages.filter((m) => !to || m.to.includes(to))));
    }
    response.statusCode = 404;
    response.end();
  })
  .listen(httpPort, '127.0.0.1');
