import type { Context } from '../../context.ts';
import type { Post } from '../../db/generated/client.ts';
import { apiError } from '../../errors.ts';
import { lastDays, siteDay } from '../analytics/days.ts';
import { requireStaff } from '../auth/permissions.ts';
import { withinLimits, type Limit } from '../limits/rateLimit.ts';
import { automatedClient, browserKey, visitorAddress } from '../visitors.ts';
import { visiblePostWhere } from './visibility.ts';
import { notFoundMessage } from './write.ts';
import { transaction } from '../../db/transaction.ts';

// Likes and views, counted without cookies and without keeping who: a visitor is a keyed hash of
// their address and browser (services/visitors.ts). Likes keep that hash to count each visitor once;
// views keep a hash that changes every day, and only for a day, to count one view per visitor per
// post per day.

// Days are the site's (Asia/Dubai), as in the site's analytics: analytics/days.ts.
const today = (now = new Date()) => siteDay(now);

/** A post a visitor may like or view: published and due (staff may reach any, as on the site). */
async function reachablePost(ctx: Pick<Context, 'db' | 'viewer'>, id: number): Promise<Post> {
  const post = await ctx.db.post.findFirst({ where: { id, ...visiblePostWhere(ctx) } });
  if (!post) throw apiError('NOT_FOUND', notFoundMessage);
  return post;
}

/** Likes per address (an IPv6 address by its /64): generous for an office behind one address, too few for a script. */
export const likeLimit: Limit = { name: 'likes from an address', max: 30, windowMs: 10 * 60_000 };

/**
 * Likes a post once per visitor (signed-in staff as themselves). `liked` is false when this visitor
 * had liked it already; the count is the post's after the call either way.
 */
export async function likePost(
  ctx: Pick<Context, 'db' | 'viewer' | 'ip' | 'userAgent' | 'publicContent'>,
  id: number,
): Promise<{ post: Post; liked: boolean }> {
  const post = await reachablePost(ctx, id);
  const visitorKey = ctx.viewer ? `user:${ctx.viewer.id}` : await browserKey(ctx.db, 'like', ctx.ip, ctx.userAgent);
  // In the transaction of the limit's hit, so a like that fails is not counted either. Likes of other
  // addresses run at once: each statement is whole by itself (a like a visitor has given is no
  // conflict, counts are added in SQL; Prisma's update would also move updatedAt, and a like is no
  // change to the post, nor its sitemap date).
  const liked = await withinLimits(
    ctx.db,
    [{ limit: likeLimit, key: visitorAddress(ctx.ip) }],
    'Too many likes from this address. Please try again later.',
    async (tx) => {
      const added =
        await tx.$executeRaw`INSERT INTO "PostLike" ("postId", "visitorKey", "createdAt") VALUES (${id}, ${visitorKey}, ${new Date()}) ON CONFLICT DO NOTHING`;
      if (added === 0) return false;
      await tx.$executeRaw`UPDATE "Post" SET "likeCount" = "likeCount" + 1 WHERE "id" = ${id}`;
      await tx.$executeRaw`
      INSERT INTO "PostViewDay" ("postId", "day", "likes") VALUES (${id}, ${today()}, 1)
      ON CONFLICT ("postId", "day") DO UPDATE SET "likes" = "PostViewDay"."likes" + 1`;
      return true;
    },
  );
  // Cached pages show the new count within half a minute; the caller sees it now.
  if (liked) ctx.publicContent.changedSoon();
  return { post: liked ? { ...post, likeCount: post.likeCount + 1 } : post, liked };
}

let prunedDay = '';

/**
 * Counts a view of a post's page (the article page's beacon): once per visitor per post per day (Asia/Dubai);
 * staff and automated clients are not counted. Returns whether this view was counted.
 */
export async function recordView(ctx: Pick<Context, 'db' | 'viewer' | 'ip' | 'userAgent'>, id: number): Promise<boolean> {
  await reachablePost(ctx, id);
  if (ctx.viewer || automatedClient.test(ctx.userAgent)) return false;
  const day = today();
  const visitorKey = await browserKey(ctx.db, `view ${day}`, ctx.ip, ctx.userAgent);
  return transaction(ctx.db, async (tx) => {
    if (prunedDay !== day) {
      // Yesterday's hashes are kept a day for late beacons, then go: no visitor trail builds up.
      const yesterday = today(new Date(Date.now() - 86_400_000));
      await tx.postViewSeen.deleteMany({ where: { day: { lt: yesterday } } });
      prunedDay = day;
    }
    if (await tx.postViewSeen.findUnique({ where: { day_visitorKey_postId: { day, visitorKey, postId: id } } })) return false;
    await tx.postViewSeen.create({ data: { day, visitorKey, postId: id } });
    await tx.postViewDay.upsert({ where: { postId_day: { postId: id, day } }, update: { views: { increment: 1 } }, create: { postId: id, day, views: 1 } });
    return true;
  });
}

export interface PostAnalytics {
  totalViews: number;
  totalLikes: number;
  /** One entry per day of the period, oldest first, zeros included. */
  days: { day: string; views: number; likes: number }[];
}

/** Views and likes of a post per day over the last `days` days, and in total (staff only). */
export async function postAnalytics(ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected'>, id: number, days: number): Promise<PostAnalytics> {
  requireStaff(ctx);
  if (!Number.isInteger(days) || days < 1 || days > 366) throw apiError('BAD_USER_INPUT', 'days must be a whole number from 1 to 366', { days: 'invalid' });
  const span = days;
  const post = await ctx.db.post.findUnique({ where: { id }, select: { likeCount: true } });
  if (!post) throw apiError('NOT_FOUND', notFoundMessage);
  const period = lastDays(span);
  const first = period[0];
  const [rows, totals] = await Promise.all([
    ctx.db.postViewDay.findMany({ where: { postId: id, day: { gte: first } }, orderBy: { day: 'asc' } }),
    ctx.db.postViewDay.aggregate({ where: { postId: id }, _sum: { views: true } }),
  ]);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const series = period.map((day) => {
    const row = byDay.get(day);
    return { day, views: row?.views ?? 0, likes: row?.likes ?? 0 };
  });
  return { totalViews: totals._sum.views ?? 0, totalLikes: post.likeCount, days: series };
}
