/** The API's only source of "now". Production uses the system clock; tests and dev journeys control it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that can be set or advanced: used by tests, and by `/api/dev/clock` outside production. */
export class ControllableClock implements Clock {
  private offsetMs = 0;
  private fixed: Date | null = null;

  constructor(private readonly base: Clock = systemClock) {}

  now(): Date {
    if (this.fixed) return new Date(this.fixed.getTime());
    return new Date(this.base.now().getTime() + this.offsetMs);
  }

  /** Freezes time at `instant`. */
  set(instant: Date): void {
    this.fixed = new Date(instant.getTime());
  }

  advance(ms: number): void {
    if (this.fixed) this.fixed = new Date(this.fixed.getTime() + ms);
    else this.offsetMs += ms;
  }

  /** Lets time flow again from the current reading. */
  resume(): void {
    if (this.fixed) {
      this.offsetMs = this.fixed.getTime() - this.base.now().getTime();
      this.fixed = null;
    }
  }

  reset(): void {
    this.fixed = null;
    this.offsetMs = 0;
  }
}
