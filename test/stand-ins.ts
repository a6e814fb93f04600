import Fastify, { type FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';

/**
 * Local stand-ins for the outside services the API can be configured with, listening on 127.0.0.1 only:
 * an OAuth2 provider (Google's tokeninfo/userinfo, Facebook's Graph debug_token and /me), reCAPTCHA's
 * siteverify, an IP-geolocation service, and an SMTP receiver.
 */
export interface StandIns {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

export const GOOGLE_CLIENT = 'test-google-client';
export const FACEBOOK_APP = '424242';

export async function startProviderStandIns(): Promise<StandIns> {
  const app = Fastify();
  await app.register(import('@fastify/formbody'));
  // Google: tokens are "g-<aud>-<email>-<verified>"
  const google = (token: string) => {
    const [, aud, email, verified] = token.split('~');
    return { aud, email, verified: verified === 'yes' };
  };
  app.get<{ Querystring: { access_token?: string } }>('/google/tokeninfo', async (request, reply) => {
    const token = request.query.access_token ?? '';
    if (!token.startsWith('g~')) return reply.code(400).send({ error: 'invalid_token' });
    return { aud: google(token).aud, scope: 'email profile', expires_in: 3000 };
  });
  app.get('/google/userinfo', async (request, reply) => {
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!token.startsWith('g~')) return reply.code(401).send({ error: 'invalid_token' });
    const { email, verified } = google(token);
    return {
      sub: `sub-${email}`,
      email,
      email_verified: verified,
      given_name: 'Gina',
      family_name: 'Google',
    };
  });
  // Facebook: tokens are "f~<appId>~<email or none>"
  app.get<{ Querystring: { input_token?: string; access_token?: string } }>(
    '/graph/debug_token',
    async (request) => {
      const [kind, appId] = (request.query.input_token ?? '').split('~');
      const appOk = request.query.access_token === `${FACEBOOK_APP}|fb-secret`;
      return { data: { is_valid: kind === 'f' && appOk, app_id: appId, user_id: '77' } };
    },
  );
  app.get<{ Querystring: { access_token?: string } }>('/graph/me', async (request) => {
    const [, , email] = (request.query.access_token ?? '').split('~');
    return email === 'none'
      ? { id: '77', first_name: 'Fred' }
      : { id: '77', email, first_name: 'Fred', last_name: 'Book' };
  });
  // reCAPTCHA: "human" passes, "bot" scores low, anything else is invalid
  app.post<{ Body: { secret?: string; response?: string } }>('/recaptcha/siteverify', async (request) => {
    const { secret, response } = request.body ?? {};
    if (secret !== 'recaptcha-secret') return { success: false, 'error-codes': ['invalid-input-secret'] };
    if (response === 'human') return { success: true, score: 0.9, action: 'register' };
    if (response === 'bot') return { success: true, score: 0.1, action: 'register' };
    return { success: false, 'error-codes': ['invalid-input-response'] };
  });
  // Geolocation: 127.0.0.1 is in Germany; a wrong key fails
  app.get<{ Params: { ip: string }; Querystring: { access_key?: string } }>('/geo/:ip', async (request) => {
    if (request.query.access_key !== 'geo-key') return { success: false, error: { code: 101 } };
    return { ip: request.params.ip, country_code: 'DE' };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, app, close: () => app.close() };
}

export interface SmtpReceiver {
  url: string;
  messages: Array<{ to: string[]; raw: string }>;
  close(): Promise<void>;
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const messages: SmtpReceiver['messages'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
