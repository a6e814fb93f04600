// hawk ships no types. @types/hawk (9.0.7) has them; until it is a dependency, this covers the part the server and
// its tests use, with the same names, so replacing this file with it changes no import.
declare module 'hawk' {
  export type Algorithm = 'sha1' | 'sha256';

  export interface Credentials {
    id?: string;
    key: string;
    algorithm: Algorithm;
  }

  export interface Artifacts {
    method: string;
    host: string;
    port: number | string;
    resource: string;
    ts: string;
    nonce: string;
    hash?: string;
    ext?: string;
    app?: string;
    dlg?: string;
    mac: string;
    id: string;
  }

  export namespace server {
    interface RequestOptions {
      method: string;
      url: string;
      host: string;
      port: number;
      authorization: string | undefined;
      contentType?: string;
    }

    interface AuthenticateOptions {
      /** Called after the mac checks out; throwing refuses the request ('Invalid nonce'). */
      nonceFunc?: (key: string, nonce: string, ts: string) => Promise<void> | void;
      timestampSkewSec?: number;
      localtimeOffsetMsec?: number;
      /** When given, the header must carry its hash. */
      payload?: string;
    }

    function authenticate<C extends Credentials>(
      request: RequestOptions,
      credentialsFunc: (id: string) => C | null | undefined | Promise<C | null | undefined>,
      options?: AuthenticateOptions,
    ): Promise<{ credentials: C; artifacts: Artifacts }>;

    function authenticatePayload(
      payload: string,
      credentials: Credentials,
      artifacts: Artifacts,
      contentType?: string,
    ): void;
  }

  export namespace client {
    interface HeaderOptions {
      credentials: Credentials & { id: string };
      ext?: string;
      timestamp?: number;
      nonce?: string;
      localtimeOffsetMsec?: number;
      payload?: string;
      contentType?: string;
      hash?: string;
    }

    function header(
      uri: string,
      method: string,
      options: HeaderOptions,
    ): { header: string; artifacts: Artifacts };
  }
}
