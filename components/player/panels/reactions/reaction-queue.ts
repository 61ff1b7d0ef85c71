import type { WorkflowReactionId } from '@/lib/reactions/schema';
import { TOGGLE_DEBOUNCE_MS } from './reaction-rules';

type Target = WorkflowReactionId | null;

export type ReactionQueueOptions = {
  /** Sends the caller's reaction (null: remove it); resolves once the server answered. */
  send: (target: Target) => Promise<void>;
  /** The server's current reaction, to skip a send that would change nothing. */
  current: () => Target | undefined;
  /** Called when nothing is waiting or running any more. */
  onIdle: () => void;
  debounceMs?: number;
};

/**
 * Spec 02 §4 Reaction: toggle clicks are debounced 300 ms and only one request runs at a time;
 * a choice made while one runs is sent after it (only the latest choice counts).
 */
export class ReactionQueue {
  private wanted: Target | undefined = undefined;
  private running = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: ReactionQueueOptions) {}

  choose(target: Target) {
    this.wanted = target;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.options.debounceMs ?? TOGGLE_DEBOUNCE_MS);
  }

  dispose() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async flush(): Promise<void> {
    if (this.running || this.wanted === undefined) return;
    const target = this.wanted;
    this.wanted = undefined;
    if (this.options.current() !== target) {
      this.running = true;
      try {
        await this.options.send(target);
      } catch (error) {
        console.warn('[reactions] saving failed', error);
      } finally {
        this.running = false;
      }
    }
    if (this.wanted !== undefined) return this.flush();
    if (!this.timer) this.options.onIdle();
  }
}
