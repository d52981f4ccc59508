/**
 * A year of synthetic call events for a demo practice, so that Reports show something on a fresh
 * demo (docs/reports.md, 'Demo data'). Deterministic: the same practice, content and day give the
 * same events (seeded PRNGs, never Math.random), and the n-th event of a practice always has the
 * same call id. Each event is marked `synthetic`.
 *
 * What makes it look like a nurse line: calls by hour of the week (an office's weekday hours with
 * a Monday-morning peak, an after-hours line's evenings, nights and weekends), more calls in
 * winter, a few common complaints taking most calls, dispositions mostly routine with few
 * emergencies, one call in ten with two protocols, a few overrides, the C-SSRS where the practice
 * requires it, and durations of a few minutes.
 */
import { COLUMBIA_BYPASS_REASONS, type Disposition, OVERRIDE_REASONS, type Protocol } from '@triage/contracts';
import { type Random, seededRandom, sortDispositions } from '@triage/core';
import type { NewCallEventRow } from '../repositories/call-events.repository.ts';

/** When a practice takes its calls: office hours, after hours, or both (an embedded practice). */
export type DemoCallProfile = 'office' | 'after-hours' | 'all-day';

export interface DemoCallPractice {
  /** Internal ids. */
  id: number;
  organizationId: number;
  locationId: number | null;
  profile: DemoCallProfile;
  /** Average calls a day over the year. */
  callsPerDay: number;
  nurses: readonly string[];
  embedded: boolean;
  summaryVersion: string;
  /** Source protocol ids whose calls require the C-SSRS (the practice option). */
  columbiaSourceIds: readonly number[];
  offersVideoVisits: boolean;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const DAYS = 365;

/** Picks an item with probability proportional to its weight. */
function weighted<T>(random: Random, items: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let left = random() * total;
  for (let i = 0; i < items.length; i++) {
    left -= weights[i] ?? 0;
    if (left < 0) return items[i] as T;
  }
  return items[items.length - 1] as T;
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** Relative call volume in an hour (UTC) of a day of the week (0 = Sunday) for each profile. */
function hourWeight(profile: DemoCallProfile, dayOfWeek: number, hour: number): number {
  const weekend = dayOfWeek === 0 || dayOfWeek === 6;
  const office = weekend
    ? dayOfWeek === 6 && hour >= 9 && hour < 12
      ? 0.5
      : 0
    : hour >= 8 && hour < 18
      ? (hour < 11 ? 3 : hour === 12 ? 1.5 : 2) * (dayOfWeek === 1 ? 1.4 : dayOfWeek === 5 ? 0.85 : 1)
      : 0;
  const evening = hour >= 17 && hour < 23 ? (hour < 21 ? 3 : 2) : hour >= 7 && hour < 17 ? 0 : 0.6;
  const afterHours = weekend ? (hour >= 8 && hour < 22 ? 2.5 : 0.8) : evening;
  if (profile === 'office') return office;
  if (profile === 'after-hours') return afterHours;
  return office + afterHours * 0.5;
}

/** More calls in winter (coughs, colds, fever), fewer in late summer. */
const season = (at: Date) =>
  1 + 0.25 * Math.cos((2 * Math.PI * (at.getUTCMonth() * 30.4 + at.getUTCDate() - 15)) / 365);

const COMMON =
  /cough|cold|fever|sore throat|abdominal|vomit|diarr|rash|headache|earache|ear pain|urin|back pain|sinus/i;

/** A few complaints take most calls: a Zipf-like weight over a fixed order, common ones first. */
function protocolWeights(random: Random, protocols: readonly Protocol[]): number[] {
  const order = protocols.map((protocol, index) => ({ index, key: random() / (COMMON.test(protocol.title) ? 6 : 1) }));
  order.sort((a, b) => a.key - b.key);
  const weights = new Array<number>(protocols.length).fill(0);
  order.forEach(({ index }, rank) => {
    weights[index] = 1 / (rank + 1) ** 0.9;
  });
  return weights;
}

/** Routine and soon far more often than an emergency (levels 1, 2, 3). */
const LEVEL_WEIGHT: Record<number, number> = { 1: 0.6, 2: 5, 3: 9 };

interface Reached {
  protocol: Protocol;
  disposition: Disposition | null;
  questionId: number | null;
}

/** Each protocol's dispositions that a yes answer reaches, most acute first (worked out once). */
const reachableOf = new WeakMap<Protocol, Disposition[]>();

function triage(random: Random, protocol: Protocol): Reached {
  let reachable = reachableOf.get(protocol);
  if (!reachable) {
    reachable = sortDispositions(protocol.content.dispositions ?? []).filter((d) => d.questions.length > 0);
    reachableOf.set(protocol, reachable);
  }
  if (reachable.length === 0 || random() < 0.05) return { protocol, disposition: null, questionId: null };
  const disposition = weighted(
    random,
    reachable,
    reachable.map((d) => LEVEL_WEIGHT[d.dispositionLevelId] ?? 1),
  );
  return { protocol, disposition, questionId: pick(random, disposition.questions).id };
}

/** A v4-shaped UUID from the PRNG. */
function uuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

function callEvent(
  random: Random,
  callId: string,
  practice: DemoCallPractice,
  content: { protocols: readonly Protocol[]; weights: readonly number[]; overrides: readonly Disposition[] },
  at: Date,
): NewCallEventRow {
  const first = triage(random, weighted(random, content.protocols, content.weights));
  const reached = [first];
  if (random() < 0.1) {
    const second = weighted(random, content.protocols, content.weights);
    if (second.id !== first.protocol.id) reached.unshift(triage(random, second));
  }
  const basis = sortDispositions(reached.flatMap((r) => r.disposition ?? [])).at(0);
  const basisReached = reached.find((r) => r.disposition === basis);
  const isOverridden = basis !== undefined && random() < 0.04;
  const override = isOverridden ? pick(random, content.overrides) : null;
  const level = (override ?? basis)?.dispositionLevelId ?? 3;
  const columbiaRequired = reached.some((r) => practice.columbiaSourceIds.includes(r.protocol.sourceProtocolId));
  const columbia = random();
  const isBypassed = columbiaRequired && columbia >= 0.88;
  const videoVisitOffered = practice.offersVideoVisits && level >= 2 && random() < 0.15;
  return {
    callId,
    practiceId: practice.id,
    organizationId: practice.organizationId,
    locationId: practice.locationId,
    firstName: pick(random, practice.nurses),
    ehrUserId: null,
    copiedAt: at,
    receivedAt: at,
    durationSeconds: Math.min(3600, Math.max(45, Math.round(Math.exp(5.5 + 0.55 * (random() + random() - 1) * 2)))),
    embedded: practice.embedded,
    summaryVersion: practice.summaryVersion,
    contentSetIds: [...new Set(reached.map((r) => r.protocol.contentSetId))],
    protocolIds: reached.map((r) => r.protocol.id),
    protocolDispositionIds: reached.map((r) => r.disposition?.id ?? 0),
    callDispositionId: (override ?? basis)?.id ?? null,
    basisProtocolId: !isOverridden && basisReached ? basisReached.protocol.id : null,
    basisQuestionId: !isOverridden && basisReached ? basisReached.questionId : null,
    overrideReason: isOverridden ? pick(random, OVERRIDE_REASONS.slice(0, -1)) : null,
    columbiaRequired,
    columbiaResult: columbiaRequired && !isBypassed ? (columbia < 0.1 ? 'positive' : 'negative') : null,
    columbiaBypassReason: isBypassed ? pick(random, COLUMBIA_BYPASS_REASONS.slice(0, -1)) : null,
    videoVisitOffered,
    videoVisitAccepted: videoVisitOffered && random() < 0.6,
    adviceTopics: Math.floor(random() * (level === 3 ? 6 : 3)) + (level === 3 ? 1 : 0),
    suggestionsAccepted: practice.embedded ? Math.floor(random() * 3) : 0,
    suggestionsRejected: practice.embedded && random() < 0.2 ? 1 : 0,
    synthetic: true,
  };
}

/**
 * The practice's synthetic events over the 365 days before `now` (each at the start of its hour,
 * as a real event is stored), from the practice's protocols and the global dispositions.
 */
export function demoCallEvents(
  practice: DemoCallPractice,
  protocols: readonly Protocol[],
  dispositions: readonly Disposition[],
  now: Date,
): NewCallEventRow[] {
  if (protocols.length === 0) return [];
  const random = seededRandom(practice.id * 7919 + Math.floor(now.getTime() / DAY_MS));
  // The call ids from their own sequence, per practice only: seeding again after an interrupted
  // seeding (another day) gives the same ids to the first events, which then replace those written.
  const ids = seededRandom(practice.id);
  const content = {
    protocols,
    weights: protocolWeights(random, protocols),
    overrides: dispositions.filter((d) => d.useAsOverride),
  };
  const hours = Array.from({ length: 7 * 24 }, (_, i) => hourWeight(practice.profile, Math.floor(i / 24), i % 24));
  const perWeightUnit = (practice.callsPerDay * 7) / hours.reduce((sum, w) => sum + w, 0);
  const lastHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const rows: NewCallEventRow[] = [];
  for (let start = lastHour - DAYS * DAY_MS; start < lastHour; start += HOUR_MS) {
    const at = new Date(start);
    const expected = (hours[at.getUTCDay() * 24 + at.getUTCHours()] ?? 0) * perWeightUnit * season(at);
    const calls = Math.floor(expected + random());
    for (let call = 0; call < calls; call++) rows.push(callEvent(random, uuid(ids), practice, content, at));
  }
  return rows;
}
