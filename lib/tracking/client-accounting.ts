import type { PlayerEvent } from '@/lib/player/schema';
import type { TrackingEventType } from './schema';

/**
 * The browser side of the tracker document (spec 02 §3): turns what the player reports into the
 * events POST /api/v1/tracking stores. Pure (ids and clock are passed in) so it is unit-tested.
 */

/** Spec 02 §9: played time counts only gaps under 2 s (scaled by speed) between two time updates. */
export const MAX_TICK_GAP_SECONDS = 2;

export type ClientTrackingEvent = {
  id: string;
  trackerId: string;
  workflowId: string;
  stepId: string | null;
  type: TrackingEventType;
  at: string;
  position: number | null;
  playedSeconds: number;
  data: Record<string, string | number | boolean | null | Record<string, string | number | null>>;
};

/**
 * Seconds of content played between two time updates of one step. A gap of 2 s or more (times
 * the speed, since at 2× the position moves 2 s per wall-clock second) is a seek or a stall, not
 * watching; a backwards move is a seek too.
 */
export function countedSeconds(previous: number, current: number, speed: number): number {
  const delta = current - previous;
  const limit = MAX_TICK_GAP_SECONDS * Math.max(speed, 0.25);
  return delta > 0 && delta < limit ? delta : 0;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

type OpenInterval = { stepId: string; start: number; end: number; played: number; speed: number };

export type AccountOptions = {
  workflowId: string;
  trackerId: string;
  newId: () => string;
  now: () => number;
  /** Known step durations: events of steps with a zero or missing duration are dropped (spec 02 §7). */
  stepDurations?: Record<string, number>;
  deviceInfo?: Record<string, string | number | null>;
};

/** One viewing of one workflow (a tracker document): open played interval, last place. */
export class PlaybackAccount {
  private interval: OpenInterval | null = null;
  private playing = false;
  private speed = 1;
  private exited = false;
  /** The last step and position seen, for an exit the player could not report (tab closed). */
  place: { stepId: string; position: number } | null = null;

  constructor(private readonly options: AccountOptions) {}

  get hasExited() {
    return this.exited;
  }

  private event(type: TrackingEventType, stepId: string | null, position: number | null, extra: Partial<ClientTrackingEvent> = {}): ClientTrackingEvent {
    const { workflowId, trackerId, newId, now } = this.options;
    return { id: newId(), trackerId, workflowId, stepId, type, at: new Date(now()).toISOString(), position: position === null ? null : round(Math.max(0, position)), playedSeconds: 0, data: {}, ...extra };
  }

  private isTrackedStep(stepId: string | null) {
    const durations = this.options.stepDurations;
    if (!stepId || !durations) return true;
    return (durations[stepId] ?? 0) > 0;
  }

  private open(stepId: string, position: number) {
    this.interval = { stepId, start: position, end: position, played: 0, speed: this.speed };
  }

  /** Closes the open interval; an interval with no played time is not worth a row. */
  private close(at?: number): ClientTrackingEvent[] {
    const open = this.interval;
    this.interval = null;
    if (!open) return [];
    if (at !== undefined) {
      open.played += countedSeconds(open.end, at, open.speed);
      open.end = Math.max(open.end, at);
    }
    if (open.played <= 0) return [];
    return [this.event('interval', open.stepId, open.end, { playedSeconds: round(open.played), data: { start: round(open.start), end: round(open.end), speed: open.speed } })];
  }

  private tick(stepId: string, position: number) {
    const open = this.interval;
    if (!open || open.stepId !== stepId) return this.restart(stepId, position);
    const counted = countedSeconds(open.end, position, this.speed);
    if (counted > 0 || position === open.end) {
      open.played += counted;
      open.end = position;
      return [];
    }
    // A jump the player did not report as a seek: the interval ends where it was.
    return this.restart(stepId, position);
  }

  private restart(stepId: string, position: number): ClientTrackingEvent[] {
    const closed = this.close();
    this.open(stepId, position);
    return closed;
  }

  /** Events to queue for one player event. */
  handle(e: PlayerEvent): ClientTrackingEvent[] {
    const out = this.route(e);
    if ('position' in e) this.place = { stepId: e.stepId, position: e.position };
    else this.place = { stepId: e.stepId, position: 0 };
    return out.filter((ev) => this.isTrackedStep(ev.stepId));
  }

  private route(e: PlayerEvent): ClientTrackingEvent[] {
    switch (e.type) {
      case 'enter':
        this.exited = false;
        return [this.event('enter', e.stepId, e.position, { data: { deviceInfo: this.options.deviceInfo ?? null } })];
      case 'exit':
        return this.exit(e.stepId, e.position);
      case 'play':
        this.playing = true;
        this.speed = e.speed || 1;
        return [...this.tick(e.stepId, e.position), this.event('play', e.stepId, e.position, { data: { speed: this.speed } })];
      case 'timeupdate':
        this.speed = e.speed || 1;
        if (this.interval) this.interval.speed = this.speed;
        return this.tick(e.stepId, e.position);
      case 'pause':
        this.playing = false;
        return [...this.close(e.position), this.event('pause', e.stepId, e.position)];
      case 'forward':
      case 'backward':
      case 'seek': {
        const moved = [...this.close(e.from), this.event(e.type === 'seek' ? (e.position >= e.from ? 'forward' : 'backward') : e.type, e.stepId, e.position, { data: { from: round(e.from), seek: e.type === 'seek' } })];
        if (this.playing) this.open(e.stepId, e.position);
        return moved;
      }
      case 'next':
      case 'previous':
      case 'changeStepFromMenu': {
        const moved = [...this.close(), this.event(e.type, e.stepId, 0, { data: { fromStepId: e.fromStepId } })];
        if (this.playing) this.open(e.stepId, 0);
        return moved;
      }
      case 'subtitles':
        return [this.event('subtitles', e.stepId, e.position, { data: { languageCode: e.languageCode } })];
      case 'changeRez':
        return [this.event('changeRez', e.stepId, e.position, { data: { resolution: e.resolution } })];
      case 'ended':
        this.playing = false;
        return this.close(e.position);
      case 'workflowEnded':
        this.playing = false;
        return this.close();
    }
  }

  private exit(stepId: string, position: number): ClientTrackingEvent[] {
    if (this.exited) return [];
    // The player also exits a step when it moves to the next one while playing: `playing` stays.
    this.exited = true;
    return [...this.close(position), this.event('exit', stepId, position)];
  }

  /** The exit of a page that closed without the player saying so. */
  exitAtLastPlace(): ClientTrackingEvent[] {
    if (!this.place) return [];
    return this.exit(this.place.stepId, this.place.position).filter((ev) => this.isTrackedStep(ev.stepId));
  }

  /**
   * Writes down the played time so far (before a sync, or before the page may go away) and keeps
   * counting from the same place, so a closed tab loses at most the time since the last tick.
   */
  checkpoint(): ClientTrackingEvent[] {
    const open = this.interval;
    if (!open) return [];
    const events = this.close();
    this.open(open.stepId, open.end);
    return events.filter((ev) => this.isTrackedStep(ev.stepId));
  }
}
