import crypto from 'node:crypto';
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

export class TokenService {
  private constructor(
    private readonly db: Database,
    private readonly key: Uint8Array,
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
    return new TokenService(db, new TextEncoder().encode(secret), options.accessTokenSeconds, options.now);
  }

  /** A new sign-in starts a refresh-token family; refreshing continues it. */
  async issue(userId: number, familyId: string = crypto.randomUUID()): Promise<LoginToken> {
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
    await this.db.insert(refreshTokens).values({
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
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: this.now(),
      });
      const userId = Number(payload.sub);
      return Number.isInteger(userId) ? { userId } : null;
    } catch {
      return null;
    }
  }

  /**
   * Rotation: a refresh token works once. Presenting one that was already used (or revoked) means it was
   * copied, so the whole family is revoked and the holder must sign in again.
   */
  async rotate(refreshToken: string): Promise<{ userId: number; tokens: LoginToken } | null> {
    const tokenHash = sha256(refreshToken);
    const now = this.now();
    const [claimed] = await this.db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .returning();
    if (!claimed) {
      const [known] = await this.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (known) await this.revokeFamily(known.familyId);
      return null;
    }
    if (claimed.expiresAt <= now) return null;
    return { userId: claimed.userId, tokens: await this.issue(claimed.userId, claimed.familyId) };
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.db
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
