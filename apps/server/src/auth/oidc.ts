import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { OidcSettings } from '../config.ts';

/**
 * Accepts the identity provider's JWTs (spec 1 §1 single sign-on): signature checked against the provider's
 * JWKS (found through its discovery document), issuer and audience checked, expiry enforced.
 */
export class OidcVerifier {
  private jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

  constructor(
    readonly settings: OidcSettings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async keySet() {
    if (!this.jwks) {
      const discoveryUrl = `${this.settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
      const response = await fetch(discoveryUrl);
      if (!response.ok) throw new Error(`OIDC discovery failed: ${response.status}`);
      const discovery = (await response.json()) as { jwks_uri: string };
      this.jwks = createRemoteJWKSet(new URL(discovery.jwks_uri));
    }
    return this.jwks;
  }

  async verify(token: string): Promise<{ subject: string; username: string } | null> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, await this.keySet(), {
        issuer: this.settings.issuer,
        audience: this.settings.audience,
        currentDate: this.now(),
      }));
    } catch {
      return null;
    }
    if (!payload.sub) return null;
    const claim = payload[this.settings.usernameClaim];
    return { subject: payload.sub, username: typeof claim === 'string' ? claim : payload.sub };
  }
}
