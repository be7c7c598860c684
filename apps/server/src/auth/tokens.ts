import crypto, { type webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { and, eq, isNull } from 'drizzle-orm';
import { REFRESH_TOKEN_DAYS, type LoginToken } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { refreshTokens, serverSecrets } from '../db/schema/index.ts';

const ISSUER = 'carevisit';
const AUDIENCE = 'carevisit-api';

export interface AccessClaims {
  userId: number;
}

/** Access tokens verified lately, each with its expiry: at most this many are remembered per process. */
const VERIFIED_TOKENS_KEPT = 10_000;

export class TokenService {
  /**
   * A verified access token gives the same claims until it expires, and every request verifies its token
   * twice (the rate limit's key, then authentication): remembered, it costs one signature check, not one per
   * request. Only tokens that verified are kept (made-up ones cannot fill this), each checked against the
   * clock again on every use.
   */
  private readonly verified = new Map<string, AccessClaims & { expiresAtMs: number }>();

  private constructor(
    private readonly db: Database,
    private readonly key: webcrypto.CryptoKey,
    private readonly accessTokenSeconds: number,
    private readonly now: () => Date,
  ) {}

  /** The signing key comes from configuration, or is made once and shared by every replica via the database. */
  static async create(
    db: Database,
    options: { secret?: string; accessTokenSeconds: number; now: () => Date },
  ) {
    let secret = options.secret;
    if (!secret) {
      await db
        .insert(serverSecrets)
        .values({ name: 'access-token-key', value: crypto.randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'access-token-key'));
      secret = row!.value;
    }
    // Imported once: jose would import a raw secret again on every signature and check.
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    return new TokenService(db, key, options.accessTokenSeconds, options.now);
  }

  /** A new sign-in starts a refresh-token family; refreshing continues it. */
  issue(userId: number, familyId: string = crypto.randomUUID()): Promise<LoginToken> {
    return this.issueWith(this.db, userId, familyId);
  }

  private async issueWith(db: Database, userId: number, familyId: string): Promise<LoginToken> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    const accessToken = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.accessTokenSeconds)
      .setJti(crypto.randomUUID())
      .sign(this.key);
    const refreshToken = crypto.randomBytes(32).toString('base64url');
    await db.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(this.now().getTime() + REFRESH_TOKEN_DAYS * 86_400_000),
    });
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: this.accessTokenSeconds,
      token_type: 'bearer',
    };
  }

  async verifyAccess(token: string): Promise<AccessClaims | null> {
    const now = this.now();
    const known = this.verified.get(token);
    if (known) {
      if (now.getTime() < known.expiresAtMs) return { userId: known.userId };
      this.verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: now,
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || payload.exp === undefined) return null;
      if (this.verified.size >= VERIFIED_TOKENS_KEPT)
        this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { userId, expiresAtMs: payload.exp * 1000 });
      return { userId };
    } catch {
      return null;
    }
  }

  /**
   * Rotation: a refresh token works once. Presenting one that was already used (or revoked) means it was
   * copied, so the whole family is revoked and the holder must sign in again. One transaction with the
   * token's row locked: of concurrent refreshes of one token (on any replica) exactly one rotates it, and
   * each of the others, waiting on the lock, then finds it used and revokes the family, the new token
   * included, since it was stored before the lock was let go.
   */
  async rotate(refreshToken: string): Promise<{ userId: number; tokens: LoginToken } | null> {
    const tokenHash = sha256(refreshToken);
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const [known] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .for('update');
      if (!known) return null;
      if (known.usedAt || known.revokedAt) {
        await this.revokeFamilyWith(tx, known.familyId);
        return null;
      }
      if (known.expiresAt <= now) return null;
      await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, known.id));
      return { userId: known.userId, tokens: await this.issueWith(tx, known.userId, known.familyId) };
    });
  }

  revokeFamily(familyId: string): Promise<void> {
    return this.revokeFamilyWith(this.db, familyId);
  }

  private async revokeFamilyWith(db: Database, familyId: string): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: this.now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  /** Sign-out: the presented refresh token's family ends. */
  async revoke(refreshToken: string): Promise<void> {
    const [known] = await this.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
    if (known) await this.revokeFamily(known.familyId);
  }
}

function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}
