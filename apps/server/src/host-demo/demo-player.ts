import type { Database } from '@/db/client';
import { accounts, players } from '@/db/schema';
import type { PasswordCost } from '@/http/config';
import { randomToken } from '@/http/secrets';
import { hashPassword } from '@/platform/passwords';
import { findByEmail, REGULAR_GROUP } from '@/platform/players';
import { issueSessionInitToken } from '@/platform/session-init';

/** The demo host's own player: the casino's signed-in user it opens the sportsbook for. */
export const HOST_DEMO_PLAYER = { id: 'host-demo-player', email: 'host-demo@example.com' };

/**
 * A one-time /init-sportsbook token of the demo host's player (spec §2), made the way a platform
 * does it server-side; the player is created on first use with an EUR account and a password
 * nobody knows (it signs in only through the host).
 */
export async function hostDemoToken(
  db: Database,
  passwordCost: PasswordCost,
  now: Date = new Date(),
): Promise<string> {
  let player = await findByEmail(db, HOST_DEMO_PLAYER.email);
  if (!player) {
    const passwordHash = await hashPassword(randomToken(), passwordCost);
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(players)
        .values({
          id: HOST_DEMO_PLAYER.id,
          email: HOST_DEMO_PLAYER.email,
          passwordHash,
          language: 'en',
          country: 'DE',
          statusGroups: [REGULAR_GROUP],
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: players.id });
      if (created)
        await tx
          .insert(accounts)
          .values({ playerId: created.id, currency: 'EUR', active: true, createdAt: now });
    });
    player = await findByEmail(db, HOST_DEMO_PLAYER.email);
  }
  if (!player) throw new Error('the demo host player could not be created');
  return (await issueSessionInitToken(db, player.id, now)).token;
}
