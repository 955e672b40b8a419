/** Where the breaker reports that it opened (a pino logger's `warn`). */
export type BreakerLog = (details: Record<string, unknown>, message: string) => void;

export interface OtpBreakerOptions {
  /** Consecutive failed sends that pause sending (default 5). */
  failuresBeforePause?: number;
  /** Codes handed to the sender in any minute, all brands together (default 300). */
  maxSendsPerMinute?: number;
  /** How long sending stays paused once the breaker opens (default 60 s). */
  pauseSeconds?: number;
}

export const OTP_BREAKER_DEFAULTS = {
  failuresBeforePause: 5,
  maxSendsPerMinute: 300,
  pauseSeconds: 60,
} as const;

/**
 * The circuit breaker in front of the code sender, in this process: it stops calling a provider
 * that keeps failing (WhatsApp or Twilio down) and stops a flood of sends across all brands (SMS
 * pumping spread over many IPs and numbers). Once open, every send is refused for the pause; after
 * it, sends go through again, and a further failure before any success opens it again at once.
 */
export class OtpBreaker {
  readonly #failuresBeforePause: number;
  readonly #maxSendsPerMinute: number;
  readonly #pauseMs: number;
  readonly #log: BreakerLog;
  /** Times (ms) of the sends of the last minute, oldest first. */
  #sends: number[] = [];
  #consecutiveFailures = 0;
  #openUntil = 0;

  constructor(options: OtpBreakerOptions = {}, log: BreakerLog = () => undefined) {
    this.#failuresBeforePause = options.failuresBeforePause ?? OTP_BREAKER_DEFAULTS.failuresBeforePause;
    this.#maxSendsPerMinute = options.maxSendsPerMinute ?? OTP_BREAKER_DEFAULTS.maxSendsPerMinute;
    this.#pauseMs = (options.pauseSeconds ?? OTP_BREAKER_DEFAULTS.pauseSeconds) * 1000;
    this.#log = log;
  }

  /** Seconds until sends are allowed again, or undefined when a send may go ahead now. */
  refusal(now: Date): number | undefined {
    const at = now.getTime();
    if (at < this.#openUntil) return Math.ceil((this.#openUntil - at) / 1000);
    this.#sends = this.#sends.filter((sent) => sent > at - 60_000);
    if (this.#sends.length >= this.#maxSendsPerMinute) {
      this.#open(at, { reason: 'sendRate', sendsLastMinute: this.#sends.length });
      // The count starts afresh after the pause (else a pause shorter than the minute never ends).
      this.#sends = [];
      return Math.ceil(this.#pauseMs / 1000);
    }
    return undefined;
  }

  /** A code is about to be handed to the sender. */
  sending(now: Date): void {
    this.#sends.push(now.getTime());
  }

  succeeded(): void {
    this.#consecutiveFailures = 0;
  }

  failed(now: Date): void {
    this.#consecutiveFailures += 1;
    if (this.#consecutiveFailures >= this.#failuresBeforePause) {
      this.#open(now.getTime(), { reason: 'senderFailing', consecutiveFailures: this.#consecutiveFailures });
    }
  }

  #open(at: number, details: Record<string, unknown>): void {
    this.#openUntil = at + this.#pauseMs;
    this.#log(
      { ...details, pauseSeconds: this.#pauseMs / 1000, until: new Date(this.#openUntil).toISOString() },
      'sign-in code sending paused',
    );
  }
}
