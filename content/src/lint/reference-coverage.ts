/**
 * External reference coverage (issue 31, docs/content-format.md 'Reference and mapping files').
 *
 * `content/src/references/<audience>/<slug>.json` lists, per protocol, the signs public
 * clinician-written sources give for the complaint with the level each gives (1 emergency, 2 be
 * seen, 3 self-care) and the source URL on every row. `content/src/references/mapping/<audience>/
 * <slug>.json` is a reviewer's mapping of each sign to the questions that ask it (question ids or
 * text fragments), or an explicit `{ "notApplicable": "why" }` / `{ "elsewhere": "<slug> because
 * …" }`. The rule `reference-coverage` fails when a mapped sign's questions reach a less urgent level
 * than the sign's in any content set the protocol is in (levels compare by the disposition's level,
 * so 'see within 3 days' is level 2 in office hours and level 3 after hours), when a protocol with a
 * mapping leaves a level-1 or level-2 sign unmapped, and on malformed files. Protocols without a
 * reference file, or with one but no mapping yet, are skipped by the rule and listed by the report.
 */
import type { Protocol } from '@triage/contracts';
import type { BuiltContent } from '../build/build-content.ts';
import type { Audience } from '../source/define-protocol.ts';
import type { LocatedSource } from '../sources/locate.ts';
import type { ContentProblem } from './problem.ts';
import { readableText } from './thresholds.ts';

/** A file as read from disk: its repository-relative path and parsed JSON (or the parse error). */
export interface JsonFile {
  file: string;
  json: unknown;
  error?: string;
}

export interface ReferenceFiles {
  references: readonly JsonFile[];
  mappings: readonly JsonFile[];
}

interface ReferenceSign {
  id: string;
  sign: string;
  level: 1 | 2 | 3;
  source: string;
  url: string;
}

type SignMapping =
  | { questions: (string | number)[]; routineAfterHours?: string }
  | { lowerOnPurpose: string; source: string; url: string }
  | { notApplicable: string }
  | { elsewhere: string };

export interface ProtocolCoverage {
  audience: Audience;
  slug: string;
  title: string;
  /** Whether a reference file lists signs for the protocol. */
  referenced: boolean;
  /** Whether a reviewer's mapping file exists. */
  mapped: boolean;
  /** Level-1 and level-2 signs of the reference file. */
  urgentSigns: number;
  /** Of those, signs mapped to questions that reach their level in every content set. */
  reached: number;
  /** Of those, level-2 signs a routine visit reaches in office hours and 'call the office' after hours, with why. */
  routineAfterHours: number;
  /** Of those, signs the content gives a lower level on purpose, with another public source that does. */
  lowerOnPurpose: number;
  /** Of those, signs mapped as asked in another protocol or not applicable. */
  elsewhere: number;
  notApplicable: number;
}

export interface CoverageReport {
  problems: ContentProblem[];
  protocols: ProtocolCoverage[];
}

const FILE_NAME = /^content\/src\/references\/(?:mapping\/)?(adult|peds)\/([a-z0-9-]+)\.json$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function referenceCoverage(
  files: ReferenceFiles,
  located: readonly LocatedSource[],
  content: BuiltContent,
): CoverageReport {
  const problems: ContentProblem[] = [];
  const report = (file: string, path: string, message: string) =>
    problems.push({ file, path, rule: 'reference-coverage', message });
  const sources = new Map(located.map((entry) => [`${entry.source.audience}/${entry.source.slug}`, entry.source]));

  // Reference files: shape, one per protocol, unique sign ids, a source URL on every row.
  const signsOf = new Map<string, { file: string; signs: ReferenceSign[] }>();
  const signIds = new Set<string>();
  for (const { file, json, error } of files.references) {
    const key = keyOf(file);
    if (error !== undefined || key === undefined) {
      report(file, '', error ?? 'a reference file is content/src/references/<adult|peds>/<protocol slug>.json');
      continue;
    }
    if (!sources.has(key)) report(file, '', `no ${key.split('/')[0]} protocol has the slug '${key.split('/')[1]}'`);
    if (!isRecord(json) || json.protocol !== key.split('/')[1] || json.audience !== key.split('/')[0]) {
      report(file, '', `'protocol' and 'audience' must name the file's protocol ('${key}')`);
    }
    const rows = isRecord(json) && Array.isArray(json.signs) ? json.signs : [];
    if (rows.length === 0) report(file, 'signs', 'lists no signs');
    const signs: ReferenceSign[] = [];
    rows.forEach((row: unknown, index) => {
      const path = `signs[${index}]`;
      if (
        !isRecord(row) ||
        typeof row.id !== 'string' ||
        typeof row.sign !== 'string' ||
        (row.level !== 1 && row.level !== 2 && row.level !== 3) ||
        typeof row.source !== 'string' ||
        typeof row.url !== 'string'
      ) {
        report(file, path, 'a sign is { id, sign, level (1, 2 or 3), sourceAction, source, url }');
        return;
      }
      if (!/^https?:\/\/\S+$/.test(row.url)) report(file, `${path}.url`, `'${row.url}' is not a web address`);
      if (row.source.trim() === '') report(file, `${path}.source`, 'names no source');
      if (signIds.has(row.id)) report(file, `${path}.id`, `sign id '${row.id}' is used twice`);
      signIds.add(row.id);
      signs.push({ id: row.id, sign: row.sign, level: row.level, source: row.source, url: row.url });
    });
    signsOf.set(key, { file, signs });
  }

  // Mapping files: every urgent sign mapped, every mapped question reaching the sign's level.
  const mappingOf = new Map<string, Map<string, SignMapping>>();
  for (const { file, json, error } of files.mappings) {
    const key = keyOf(file);
    if (error !== undefined || key === undefined) {
      report(file, '', error ?? 'a mapping file is content/src/references/mapping/<adult|peds>/<protocol slug>.json');
      continue;
    }
    const reference = signsOf.get(key);
    if (reference === undefined) {
      report(file, '', `maps signs of '${key}', which has no reference file`);
      continue;
    }
    const entries = isRecord(json) && isRecord(json.signs) ? json.signs : undefined;
    if (entries === undefined) {
      report(file, 'signs', "'signs' maps each sign id to question ids or fragments, notApplicable or elsewhere");
      continue;
    }
    const mapping = new Map<string, SignMapping>();
    for (const [id, value] of Object.entries(entries)) {
      const path = `signs.${id}`;
      if (!reference.signs.some((sign) => sign.id === id)) {
        report(file, path, `no sign '${id}' in ${reference.file}`);
        continue;
      }
      const parsed = parseMapping(value, key.split('/')[0] as Audience, sources);
      if (typeof parsed === 'string') report(file, path, parsed);
      else mapping.set(id, parsed);
    }
    for (const sign of reference.signs) {
      if (sign.level < 3 && !entries[sign.id]) {
        report(
          file,
          `signs.${sign.id}`,
          `the level-${sign.level} sign '${sign.sign}' (${sign.source}) is not mapped: name the questions that ask it, or say notApplicable or elsewhere, and why`,
        );
      }
    }
    mappingOf.set(key, mapping);
  }

  const protocols: ProtocolCoverage[] = [];
  for (const [key, source] of sources) {
    const reference = signsOf.get(key);
    const mapping = mappingOf.get(key);
    const urgent = reference?.signs.filter((sign) => sign.level < 3) ?? [];
    const coverage: ProtocolCoverage = {
      audience: source.audience,
      slug: source.slug,
      title: source.title,
      referenced: reference !== undefined,
      mapped: mapping !== undefined,
      urgentSigns: urgent.length,
      reached: 0,
      routineAfterHours: 0,
      lowerOnPurpose: 0,
      elsewhere: 0,
      notApplicable: 0,
    };
    protocols.push(coverage);
    if (reference === undefined || mapping === undefined) continue;
    const built = content.protocols.filter(
      (p) => p.sourceProtocolId === source.sourceProtocolId && p.contentSet.isAdult === (source.audience === 'adult'),
    );
    const mappingFile = files.mappings.find((f) => keyOf(f.file) === key)?.file ?? key;
    for (const sign of reference.signs) {
      const entry = mapping.get(sign.id);
      if (entry === undefined) continue;
      if ('notApplicable' in entry) {
        if (sign.level < 3) coverage.notApplicable += 1;
        continue;
      }
      if ('elsewhere' in entry) {
        if (sign.level < 3) coverage.elsewhere += 1;
        continue;
      }
      if ('lowerOnPurpose' in entry) {
        if (sign.level < 3) coverage.lowerOnPurpose += 1;
        continue;
      }
      const path = `signs.${sign.id}`;
      let reachedEverywhere = built.length > 0;
      for (const protocol of built) {
        const levels: number[] = [];
        for (const wanted of entry.questions) {
          const found = questionLevels(protocol, wanted);
          if (found.length !== 1) {
            report(
              mappingFile,
              path,
              `${JSON.stringify(wanted)} matches ${found.length === 0 ? 'no question' : `${found.length} questions`} of ${protocol.fullId} (a question id, or a fragment of exactly one question's text)`,
            );
            reachedEverywhere = false;
            continue;
          }
          levels.push(found[0] ?? 4);
        }
        const best = Math.min(4, ...levels);
        const routine =
          entry.routineAfterHours !== undefined && sign.level === 2 && best === 3 && protocol.contentSet.isAfterHours;
        if (levels.length > 0 && best > sign.level && !routine) {
          reachedEverywhere = false;
          report(
            mappingFile,
            path,
            `the sign '${sign.sign}' is level ${sign.level} in ${sign.source} (${sign.url}), but its questions reach level ${best} at best in ${protocol.contentSet.name}: move a question, add one that reaches level ${sign.level}, or map the sign to the question that does`,
          );
        }
      }
      if (reachedEverywhere && sign.level < 3) {
        if (entry.routineAfterHours !== undefined) coverage.routineAfterHours += 1;
        else coverage.reached += 1;
      }
    }
  }
  return { problems, protocols };
}

/** 'adult/headache' from a reference or mapping file's path. */
function keyOf(file: string): string | undefined {
  const match = FILE_NAME.exec(file);
  return match ? `${match[1]}/${match[2]}` : undefined;
}

function parseMapping(value: unknown, audience: Audience, sources: ReadonlyMap<string, unknown>): SignMapping | string {
  if (Array.isArray(value)) {
    const questions = value.filter(
      (q): q is string | number => (typeof q === 'string' && q.trim() !== '') || Number.isInteger(q),
    );
    if (questions.length === 0 || questions.length !== value.length) {
      return 'a list of question ids (numbers) or text fragments (strings), at least one';
    }
    return { questions };
  }
  if (isRecord(value) && Array.isArray(value.questions)) {
    const inner = parseMapping(value.questions, audience, sources);
    if (typeof inner === 'string' || !('questions' in inner))
      return typeof inner === 'string' ? inner : 'questions must be a list';
    if (typeof value.routineAfterHours !== 'string' || value.routineAfterHours.trim() === '') {
      return "{ questions, routineAfterHours } needs routineAfterHours: why a routine visit that is level 3 after hours ('see within 3 days' becomes 'call the office') is right for this sign";
    }
    return { questions: inner.questions, routineAfterHours: value.routineAfterHours };
  }
  if (isRecord(value) && 'lowerOnPurpose' in value) {
    const { lowerOnPurpose, source, url } = value;
    if (
      typeof lowerOnPurpose !== 'string' ||
      lowerOnPurpose.trim() === '' ||
      typeof source !== 'string' ||
      typeof url !== 'string' ||
      !/^https?:\/\/\S+$/.test(url)
    ) {
      return '{ lowerOnPurpose, source, url }: why the content gives a lower level, and the public clinician-written source (with its address) that gives it';
    }
    return { lowerOnPurpose, source, url };
  }
  if (isRecord(value) && typeof value.notApplicable === 'string' && value.notApplicable.trim() !== '') {
    return { notApplicable: value.notApplicable };
  }
  if (isRecord(value) && typeof value.elsewhere === 'string') {
    const match = /^([a-z0-9-]+) because \S/.exec(value.elsewhere);
    if (!match) return "'elsewhere' reads '<protocol slug> because …'";
    if (!sources.has(`${audience}/${match[1]}`))
      return `'elsewhere' names '${match[1]}', which is no ${audience} protocol`;
    return { elsewhere: value.elsewhere };
  }
  return "map a sign to question ids or fragments, { notApplicable: 'why' }, { elsewhere: '<slug> because …' } or { lowerOnPurpose, source, url }";
}

/** The disposition levels of the questions of a built protocol that a question id or text fragment names. */
function questionLevels(protocol: Protocol, wanted: string | number): number[] {
  const levels: number[] = [];
  const fragment = typeof wanted === 'string' ? wanted.trim().toLowerCase() : undefined;
  for (const disposition of protocol.content.dispositions ?? []) {
    for (const question of disposition.questions) {
      const hit =
        fragment === undefined ? question.id === wanted : readableText(question.text).toLowerCase().includes(fragment);
      if (hit) levels.push(disposition.dispositionLevelId);
    }
  }
  return levels;
}

/** The coverage report as printed lines, per audience: totals, then every protocol not yet covered. */
export function formatCoverage(protocols: readonly ProtocolCoverage[]): string[] {
  const lines: string[] = [];
  for (const audience of ['adult', 'peds'] as const) {
    const own = protocols.filter((p) => p.audience === audience);
    const referenced = own.filter((p) => p.referenced);
    const mapped = referenced.filter((p) => p.mapped);
    const urgent = mapped.reduce((n, p) => n + p.urgentSigns, 0);
    const reached = mapped.reduce((n, p) => n + p.reached, 0);
    const elsewhere = mapped.reduce((n, p) => n + p.elsewhere, 0);
    const routine = mapped.reduce((n, p) => n + p.routineAfterHours, 0);
    const lower = mapped.reduce((n, p) => n + p.lowerOnPurpose, 0);
    const notApplicable = mapped.reduce((n, p) => n + p.notApplicable, 0);
    const unmappedSigns = referenced.filter((p) => !p.mapped).reduce((n, p) => n + p.urgentSigns, 0);
    lines.push(
      `Reference coverage ${audience}: ${own.length} protocols, ${referenced.length} with a reference file, ${mapped.length} mapped; mapped protocols: ${urgent} urgent signs (level 1 or 2), ${reached} reached at their level in every content set, ${routine} routine (level 2 in office hours, 'call the office' after hours, with why), ${lower} lower on purpose (with a public source), ${elsewhere} asked in another protocol, ${notApplicable} not applicable; ${unmappedSigns} urgent signs in reference files not yet mapped`,
    );
    const uncovered = own.filter((p) => !p.referenced).map((p) => p.slug);
    if (uncovered.length > 0) lines.push(`  uncovered (no reference file): ${uncovered.join(', ')}`);
    const notMapped = referenced.filter((p) => !p.mapped).map((p) => `${p.slug} (${p.urgentSigns})`);
    if (notMapped.length > 0) lines.push(`  referenced, not yet mapped (urgent signs): ${notMapped.join(', ')}`);
  }
  return lines;
}
