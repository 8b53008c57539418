export declare const TEST_CLIENT: { id: string; secret: string };

export interface TestOidcProvider {
  /** http://127.0.0.1:<port> */
  issuer: string;
  close(): Promise<void>;
  /** false: every request answers 503, as a provider that is down. */
  setReachable(up: boolean): void;
  /** The provider gives this subject that address from now on (another person with it, or a changed one). */
  setAddress(subject: string, email: string): void;
}

export declare function startOidcProvider(options: { port?: number; redirectUris: string[] }): Promise<TestOidcProvider>;
