/**
 * Progress streams open per user, in this process (ADR 018): each holds a connection, a bus
 * listener and a timer, so one account may keep only a few (its tabs), not hundreds. A slot is
 * taken before anything is read and given back once, when its stream closes.
 */
export class StreamSlots {
  private readonly open = new Map<string, number>();

  constructor(private readonly perUser: number) {}

  /** A release function, or null when the user already holds every slot. */
  take(userId: string): (() => void) | null {
    const held = this.open.get(userId) ?? 0;
    if (held >= this.perUser) return null;
    this.open.set(userId, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(userId) ?? 1) - 1;
      if (left > 0) this.open.set(userId, left);
      else this.open.delete(userId);
    };
  }

  held(userId: string): number {
    return this.open.get(userId) ?? 0;
  }
}
