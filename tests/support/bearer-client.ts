import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEMO_PASSWORD, encodeForm } from './test-app';

/** The mobile app as the server sees it through `inject`: a bearer token, no cookie, no XSRF header. */
export class BearerClient {
  language = 'en';
  constructor(
    readonly app: FastifyInstance,
    public token: string,
  ) {}

  request(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    return this.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${this.token}`, 'accept-language': this.language, ...headers },
      payload: body as InjectOptions['payload'],
    });
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body ?? {});
  put = (url: string, body?: unknown) => this.request('PUT', url, body ?? {});
  delete = (url: string) => this.request('DELETE', url);

  /** A multipart/form-data POST, as the app sends a photo. */
  async upload(url: string, form: FormData) {
    const { body, type } = await encodeForm(form);
    return this.request('POST', url, body, { 'content-type': type });
  }

  /** Asks for a token as the app does at sign-in. */
  static async issue(
    app: FastifyInstance,
    email: string,
    extra: Record<string, unknown> = {},
    remoteAddress?: string,
  ) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { 'accept-language': 'en' },
      payload: { email, password: DEMO_PASSWORD, device_name: 'Test phone', ...extra },
      remoteAddress,
    });
    if (response.statusCode !== 201) throw new Error(`token for ${email}: ${response.body}`);
    return new BearerClient(app, response.json().token as string);
  }
}
