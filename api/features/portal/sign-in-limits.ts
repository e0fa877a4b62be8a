import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { Deps } from '../../deps';
import { TooManyRequestsError } from '../../errors';
import { metrics } from '../../metrics';

/** Failed sign-ins counted per business and e-mail, and per client IP, over this window. */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
export const FAILURES_PER_EMAIL = 10;
export const FAILURES_PER_IP = 30;

/**
 * The portal's sign-in budgets (README, "For affiliates"), counted in Redis so every API
 * process shares them. A request over either budget is refused before any hash is spent.
 */
export class SignInLimits {
  private readonly byEmail: RateLimiterRedis;
  private readonly byIp: RateLimiterRedis;

  constructor(deps: Pick<Deps, 'redis' | 'config'>) {
    const make = (name: string, points: number) =>
      new RateLimiterRedis({
        storeClient: deps.redis,
        keyPrefix: `${deps.config.rateLimitPrefix}:${name}`,
        points,
        duration: SIGN_IN_WINDOW_SECONDS,
        insuranceLimiter: new RateLimiterMemory({ points, duration: SIGN_IN_WINDOW_SECONDS }),
      });
    this.byEmail = make('portalSignInEmail', FAILURES_PER_EMAIL);
    this.byIp = make('portalSignInIp', FAILURES_PER_IP);
  }

  private static emailKey(business: string, email: string): string {
    return `${business.toLowerCase()}\u0000${email.toLowerCase()}`;
  }

  /** 429 when the IP, or the business and e-mail, has spent its failures. */
  async check(ip: string, account?: { business: string; email: string }): Promise<void> {
    const [byIp, byEmail] = await Promise.all([
      this.byIp.get(ip),
      account ? this.byEmail.get(SignInLimits.emailKey(account.business, account.email)) : null,
    ]);
    let wait = 0;
    if (byIp && byIp.consumedPoints >= FAILURES_PER_IP) wait = byIp.msBeforeNext;
    if (byEmail && byEmail.consumedPoints >= FAILURES_PER_EMAIL) wait = Math.max(wait, byEmail.msBeforeNext);
    if (wait > 0) {
      metrics.rateLimitRejections.inc({ limit: 'portalSignIn' });
      throw new TooManyRequestsError(wait / 1000, 'Too many sign-in attempts; try again later');
    }
  }

  /** One failure against both budgets (a reset request counts against the IP's only). */
  async fail(ip: string, account?: { business: string; email: string }): Promise<void> {
    await Promise.all([
      this.byIp.penalty(ip, 1),
      account ? this.byEmail.penalty(SignInLimits.emailKey(account.business, account.email), 1) : null,
    ]);
  }

  /** A success clears the e-mail's count. */
  async clear(account: { business: string; email: string }): Promise<void> {
    await this.byEmail.delete(SignInLimits.emailKey(account.business, account.email));
  }
}
