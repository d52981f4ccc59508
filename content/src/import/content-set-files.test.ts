import { describe, expect, it } from 'vitest';
import { buildFromSources } from '../build/build-content.ts';
import { buildContent } from '../build/content.ts';
import { formatProblem } from '../lint/problem.ts';
import { locateSources } from '../sources/locate.ts';
import { fixtureBatch, item } from '../testing/fixtures.ts';
import { parseContentSetFiles, toContentSetFiles } from './content-set-files.ts';

/** Every problem of a content set in the import format (none: it can be imported). */
const validateContentSetFiles = (json: unknown, options: { file?: string } = {}) =>
  parseContentSetFiles(json, options).problems;

/** The fixtures' oh_adult content set in the import format, as plain JSON. */
function ohAdultJson(): {
  contentSet: Record<string, unknown>;
  protocols: Record<string, never>[];
  dispositions: unknown[];
} {
  const { located } = locateSources([fixtureBatch()]);
  const files = toContentSetFiles(buildFromSources(located).content);
  return JSON.parse(JSON.stringify(item(files, 0)));
}

function problemsOf(json: unknown): string[] {
  return validateContentSetFiles(json, { file: 'oh_adult.json' }).map(formatProblem);
}

describe('parseContentSetFiles', () => {
  it('accepts our own built content sets', () => {
    const { located } = locateSources([fixtureBatch()]);
    for (const files of toContentSetFiles(buildFromSources(located).content)) {
      expect(validateContentSetFiles(JSON.parse(JSON.stringify(files)))).toEqual([]);
    }
    const parsed = parseContentSetFiles(ohAdultJson());
    expect(parsed.success && parsed.value.protocols.map((p) => p.fullId)).toEqual(['oh_adult201', 'oh_adult202']);
  });

  it('accepts the real demo content sets, HTML included', () => {
    for (const files of toContentSetFiles(buildContent())) {
      const problems = validateContentSetFiles(JSON.parse(JSON.stringify(files)), { file: files.contentSet.name });
      expect(problems.map(formatProblem)).toEqual([]);
    }
  }, 60_000);

  it('reports schema problems with their paths', () => {
    const json = ohAdultJson();
    json.contentSet.id = 'one';
    Reflect.deleteProperty(item(json.protocols, 1), 'title');
    expect(problemsOf(json)).toEqual([
      'oh_adult.json: contentSet.id: Invalid input: expected number, received string',
      'oh_adult.json: protocols[1].title: Invalid input: expected string, received undefined',
    ]);
    expect(problemsOf([])).toEqual([
      'oh_adult.json: (file): expected an object { contentSet, protocols, dispositions? }',
    ]);
    expect(problemsOf({ ...ohAdultJson(), extra: 1 })).toEqual(["oh_adult.json: extra: unknown field 'extra'"]);
  });

  it('reports duplicate and inconsistent ids', () => {
    const json = ohAdultJson();
    const second = item(json.protocols, 1) as Record<string, unknown>;
    second.fullId = 'oh_adult201';
    second.contentSetId = 3;
    const problems = problemsOf(json);
    expect(problems).toContain('oh_adult.json: protocols[1].fullId: duplicate fullId oh_adult201 (also protocols[0])');
    expect(problems).toContain("oh_adult.json: protocols[1].fullId: fullId must be 'oh_adult202'");
    expect(problems).toContain('oh_adult.json: protocols[1].contentSetId: must be 1');
  });

  it('reports advice ids and alternative protocol ids that do not resolve', () => {
    const { located } = locateSources([fixtureBatch()]);
    const files = item(toContentSetFiles(buildFromSources(located).content), 0);
    const json = JSON.parse(JSON.stringify(files));
    const questions = json.protocols[0].content.dispositions[2].questions;
    questions[0].advice = [201502, 999999, 'Free advice text'];
    questions[0].smapAlgorithmId = 777;
    json.protocols[0].smaps[0].smapAlgorithmId = 778;
    expect(problemsOf(json)).toEqual([
      'oh_adult.json: protocols[0].smaps[0].smapAlgorithmId: no protocol with sourceProtocolId 778 in this content set',
      'oh_adult.json: protocols[0].content.dispositions[2].questions[0].advice[1]: no advice topic with id 999999 in this protocol',
      'oh_adult.json: protocols[0].content.dispositions[2].questions[0].smapAlgorithmId: no protocol with sourceProtocolId 777 in this content set',
    ]);
  });

  it('reports unsafe HTML, bad references, empty advice and missing keywords', () => {
    const json = JSON.parse(JSON.stringify(ohAdultJson()));
    const protocol = json.protocols[0];
    protocol.content.background = '<p onmouseover="x()">Hi</p>';
    protocol.content.references[0].pubMedId = 'abc';
    protocol.content.adviceSections[0].adviceTopics[0].adviceNuggets = [];
    protocol.keywords = [];
    const problems = problemsOf(json);
    expect(problems).toContain(
      'oh_adult.json: protocols[0].content.background: contains an event handler attribute: \'<p onmouseover="x()">Hi</p>\'',
    );
    expect(problems).toContain(
      "oh_adult.json: protocols[0].content.references[0].pubMedId: pubMedId must be digits only, got 'abc'",
    );
    expect(problems).toContain(
      'oh_adult.json: protocols[0].content.adviceSections[0].adviceTopics[0]: advice topic has no nuggets',
    );
    expect(problems).toContain('oh_adult.json: protocols[0].keywords: a protocol needs keywords');
  });

  it('with a focus, checks that protocol alone and the rules across protocols with all of them', () => {
    const json = JSON.parse(JSON.stringify(ohAdultJson()));
    json.protocols[0].content.background = '<p onmouseover="x()">Hi</p>';
    json.protocols[1].keywords = [];
    const focused = (focus: number) =>
      parseContentSetFiles(json, { file: 'oh_adult.json', focus }).problems.map(formatProblem);
    expect(focused(1)).toEqual(['oh_adult.json: protocols[1].keywords: a protocol needs keywords']);
    expect(focused(0)).toEqual([
      'oh_adult.json: protocols[0].content.background: contains an event handler attribute: \'<p onmouseover="x()">Hi</p>\'',
    ]);
    // A draft taking another protocol's id is still found.
    json.protocols[1].fullId = 'oh_adult201';
    expect(focused(1)).toContain(
      'oh_adult.json: protocols[1].fullId: duplicate fullId oh_adult201 (also protocols[0])',
    );
  });

  it('reports a question without text (markup alone is no text)', () => {
    const json = JSON.parse(JSON.stringify(ohAdultJson()));
    json.protocols[0].content.dispositions[0].questions[0].text = '<p> </p>';
    expect(problemsOf(json)).toEqual([
      'oh_adult.json: protocols[0].content.dispositions[0].questions[0].text: a question needs text',
    ]);
  });

  it('reports an advice topic without a title', () => {
    const json = JSON.parse(JSON.stringify(ohAdultJson()));
    json.protocols[0].content.adviceSections[0].adviceTopics[0].title = ' ';
    expect(problemsOf(json)).toEqual([
      'oh_adult.json: protocols[0].content.adviceSections[0].adviceTopics[0].title: an advice topic needs a title',
    ]);
  });

  it('checks protocol dispositions against the dispositions list when one is given', () => {
    const json = JSON.parse(JSON.stringify(ohAdultJson()));
    json.protocols[0].content.dispositions[0].id = 99;
    json.protocols[0].content.dispositions[1].dispositionLevelId = 2;
    expect(problemsOf(json)).toEqual([
      'oh_adult.json: protocols[0].content.dispositions[0].id: disposition 99 is not in the dispositions list',
      'oh_adult.json: protocols[0].content.dispositions[1].dispositionLevelId: must be 1, as in the dispositions list',
    ]);
    json.dispositions[0].script = '<b>Call</b>';
    expect(problemsOf(json)).toContain(
      "oh_adult.json: dispositions[0].script (line 1): a script starts with a '**Heading**' line",
    );
  });
});
