import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContentReport, checkSources } from './check.ts';
import { COVERAGE_REPORT_FILE, coverageReport } from './lint/coverage-report.ts';
import { classifyFinding } from './lint/finding-levels.ts';
import { formatProblem } from './lint/problem.ts';
import {
  FINDINGS_WORDED_DIFFERENTLY,
  unknownItemLine,
  withFinalPath,
  withUnknownAnswers,
} from './protocols/shared/findings.ts';
import type { SourceProtocol } from './source/define-protocol.ts';
import {
  CHEST_PAIN_FILE,
  COUGH_FILE,
  chestPain,
  cough,
  FIXTURE_BATCH_FILE,
  FIXTURE_FILES,
  fixtureBatch,
  item,
  questionAt,
} from './testing/fixtures.ts';

/** Problems of the two fixtures after `breakIt` changed chest-pain, as 'file: path: reason' lines. */
function problemsAfter(breakIt: (protocol: SourceProtocol) => void, files = FIXTURE_FILES): string[] {
  const broken = chestPain();
  breakIt(broken);
  return checkSources([fixtureBatch([broken, cough()])], { existingFiles: files }).problems.map(formatProblem);
}

function rulesAfter(breakIt: (protocol: SourceProtocol) => void): string[] {
  const broken = chestPain();
  breakIt(broken);
  return checkSources([fixtureBatch([broken, cough()])], { existingFiles: FIXTURE_FILES }).problems.map((p) => p.rule);
}

describe('the real content', () => {
  it('has no problems, and its committed coverage report is current', async () => {
    const { problems, coverage } = await checkContentReport();
    expect(problems.map(formatProblem)).toEqual([]);
    const committed = readFileSync(resolve(import.meta.dirname, '../..', COVERAGE_REPORT_FILE), 'utf8');
    expect(committed, 'run npm run content:check -- --write-coverage').toBe(coverageReport(coverage));
  }, 60_000);
});

describe('the content check', () => {
  it('finds nothing wrong with the clean fixtures', () => {
    expect(checkSources([fixtureBatch()], { existingFiles: FIXTURE_FILES }).problems).toEqual([]);
  });

  it('names the file, path and reason of an unknown advice key', () => {
    const problems = problemsAfter((p) => {
      questionAt(p, 2, 0).advice = ['pain', 'rest'];
    });
    expect(problems).toContain(
      "content/src/protocols/adult/chest-pain.ts: triage[2].questions[0].advice[1]: unknown advice key 'rest'",
    );
  });

  it('names the batch and entry when the protocol has no module of its own', () => {
    const problems = problemsAfter(
      (p) => {
        questionAt(p, 2, 0).advice = ['rest'];
      },
      new Set([FIXTURE_BATCH_FILE]),
    );
    expect(problems).toContain(
      `${FIXTURE_BATCH_FILE}: [0].triage[2].questions[0].advice[0]: unknown advice key 'rest'`,
    );
  });

  it('reports an alternative protocol slug that does not resolve', () => {
    const problems = problemsAfter((p) => {
      item(p.useDifferentProtocolIf, 0).protocol = 'coughing';
      questionAt(p, 1, 0).smap = 'nowhere';
    });
    expect(problems).toContain(
      `${CHEST_PAIN_FILE}: useDifferentProtocolIf[0].protocol: unknown protocol slug 'coughing' (no adult protocol has that slug)`,
    );
    expect(problems).toContain(
      `${CHEST_PAIN_FILE}: triage[1].questions[0].smap: unknown protocol slug 'nowhere' (no adult protocol has that slug)`,
    );
  });

  it('reports duplicate slugs and source protocol ids', () => {
    const twin = cough();
    twin.sourceProtocolId = 201;
    const sameSlug = chestPain();
    sameSlug.sourceProtocolId = 203;
    const { problems } = checkSources([fixtureBatch([chestPain(), cough(), twin, sameSlug])], {
      existingFiles: FIXTURE_FILES,
    });
    const messages = problems.map((p) => p.message);
    expect(messages).toContain(`duplicate adult slug 'cough' (also in ${COUGH_FILE})`);
    expect(messages.some((m) => m.startsWith("duplicate adult slug 'chest-pain'"))).toBe(true);
  });

  it('reports HTML that sanitising would change, and script, style and event handlers', () => {
    const problems = problemsAfter((p) => {
      p.definition = '<p>Chest pain</p><script>alert(1)</script>';
      p.background = '<div>Background</div>';
      questionAt(p, 0, 1).text = '<b onclick="x()">Fainted</b>';
      item(item(p.advice, 0).topics, 0).nuggets = ['<span style="color:red">Unlock</span>'];
      p.firstAid = '<p>Unclosed <b>bold</p>';
    });
    expect(problems).toContain(
      `${CHEST_PAIN_FILE}: definition: contains a <script> tag: '<p>Chest pain</p><script>alert(1)</script>'`,
    );
    expect(
      problems.find((p) => p.startsWith(`${CHEST_PAIN_FILE}: background: sanitising removes <div>`)),
    ).toBeDefined();
    expect(problems.find((p) => p.includes('triage[0].questions[1].text: contains an event handler'))).toBeDefined();
    expect(
      problems.find((p) => p.includes('advice[0].topics[0].nuggets[0]: contains a style attribute')),
    ).toBeDefined();
    expect(problems.find((p) => p.includes('firstAid: closing tag </p> does not match <b>'))).toBeDefined();
  });

  it('reports markup in plain-text fields', () => {
    expect(rulesAfter((p) => (p.title = '<b>Chest</b> Pain'))).toContain('plain-text');
  });

  it('requires a level-1 and a level-3 disposition in every content set, or an exemption', () => {
    const withoutHomeCare = (p: SourceProtocol) => {
      p.triage = p.triage.filter((block) => block.tier !== 'home-care');
      Object.assign(p, withFinalPath(p));
    };
    const problems = problemsAfter(withoutHomeCare);
    expect(problems.filter((p) => p.includes('no level-3 (home care) disposition'))).toHaveLength(2);
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/src\/protocols\/adult\/chest-pain\.ts: triage: oh_adult has no level-3/),
    );
    expect(
      problemsAfter((p) => {
        withoutHomeCare(p);
        p.dispositionLevelsExemption = 'Every caller with this complaint needs to be seen.';
      }),
    ).toEqual([]);
    const noEmergency = problemsAfter((p) => {
      p.triage = p.triage.filter((block) => block.tier !== 'call-911' && block.tier !== 'ed-now');
    });
    expect(noEmergency.filter((p) => p.includes('no level-1 (emergency) disposition'))).toHaveLength(2);
  });

  it('reports an exemption that is no longer needed', () => {
    expect(rulesAfter((p) => (p.dispositionLevelsExemption = 'Not needed.'))).toEqual(['disposition-levels']);
  });

  it('requires keywords, without repeats', () => {
    expect(problemsAfter((p) => (p.keywords = []))).toEqual([
      `${CHEST_PAIN_FILE}: keywords: a protocol needs keywords`,
    ]);
    expect(problemsAfter((p) => (p.keywords = ['chest pain', 'Chest Pain']))).toContain(
      `${CHEST_PAIN_FILE}: keywords[1]: duplicate keyword 'Chest Pain'`,
    );
  });

  it('reports empty tiers, advice sections, topics and nuggets', () => {
    const problems = problemsAfter((p) => {
      item(p.triage, 1).questions = [];
      p.advice.push({ title: 'Empty', topics: [] });
      item(item(p.advice, 0).topics, 1).nuggets = [];
      item(item(p.advice, 0).topics, 0).nuggets = ['  '];
    });
    expect(problems).toContain(`${CHEST_PAIN_FILE}: triage[1].questions: tier 'ed-now' has no questions`);
    expect(problems).toContain(`${CHEST_PAIN_FILE}: advice[2].topics: advice section has no topics`);
    expect(problems).toContain(`${CHEST_PAIN_FILE}: advice[0].topics[1].nuggets: advice topic 'pain' has no nuggets`);
    expect(problems.find((p) => p.includes('advice[0].topics[0].nuggets[0]: must not be empty'))).toBeDefined();
  });

  it('requires references to have a title and a digits-only PubMed id', () => {
    const problems = problemsAfter((p) => {
      p.references = [{ title: ' ' }, { title: 'Real work', pubMedId: 'PMID 123' }];
    });
    expect(problems).toContain(`${CHEST_PAIN_FILE}: references[0].title: must not be empty`);
    expect(problems).toContain(
      `${CHEST_PAIN_FILE}: references[1].pubMedId: pubMedId must be digits only, got 'PMID 123'`,
    );
  });

  it('requires the first tier to begin with the life-threatening screen', () => {
    expect(rulesAfter((p) => item(p.triage, 0).questions.shift())).toContain('life-threatening-screen');
    expect(rulesAfter((p) => p.triage.shift())).toContain('life-threatening-screen');
  });

  it('requires tiers most acute first', () => {
    expect(rulesAfter((p) => p.triage.reverse())).toContain('tier-order');
  });

  it('reports initial assessment lines out of the numbered format', () => {
    const problems = problemsAfter((p) => {
      p.initialAssessment = 'Ask these:\n1. ONSET: When?\n3. SEVERITY: How bad?\n- \n4.';
    });
    expect(problems).toEqual([
      `${CHEST_PAIN_FILE}: initialAssessment (line 1): text before the first numbered question ('1. ...')`,
      `${CHEST_PAIN_FILE}: initialAssessment (line 3): question numbered 3, expected 2`,
      `${CHEST_PAIN_FILE}: initialAssessment (line 4): empty bullet`,
      `${CHEST_PAIN_FILE}: initialAssessment (line 5): question numbered 4, expected 3`,
      `${CHEST_PAIN_FILE}: initialAssessment (line 5): question 4 has no text`,
      `${CHEST_PAIN_FILE}: initialAssessment: questions say 'mild', 'moderate' or 'severe', but the initial assessment does not define MILD, MODERATE, SEVERE for the caller (bullets '- MILD: …', '- MODERATE: …', '- SEVERE: …')`,
      `${CHEST_PAIN_FILE}: initialAssessment: every protocol with triage questions has the 'IF NOT KNOWN:' item in its initial assessment (unknown is answered at the safer level), one rule in every protocol (withUnknownAnswers from content/src/protocols/shared/findings.ts, applied in each batch)`,
    ]);
  });

  it('requires every triage question to have a reason in labelled parts', () => {
    const problems = problemsAfter((p) => {
      delete questionAt(p, 0, 1).reason;
      questionAt(p, 1, 0).reason = 'Could be serious';
      questionAt(p, 2, 0).reason = 'RULE OUT: appendicitis';
    });
    expect(problems).toContain(
      `${CHEST_PAIN_FILE}: triage[0].questions[1]: every triage question needs a reason ('R/O: ...', 'REASON: ...')`,
    );
    expect(
      problems.find((p) => p.includes('triage[1].questions[0].reason: reason must start with a label')),
    ).toBeDefined();
    expect(
      problems.find((p) => p.includes("triage[2].questions[0].reason: unknown reason label 'RULE OUT:'")),
    ).toBeDefined();
  });

  it('keeps video visits off emergency questions and advice on questions that send the patient home', () => {
    const problems = problemsAfter((p) => {
      questionAt(p, 0, 1).videoVisitEligible = true;
      delete questionAt(p, 3, 0).advice;
    });
    expect(problems).toContain(
      `${CHEST_PAIN_FILE}: triage[0].questions[1].videoVisitEligible: a 'call-911' question cannot be video-visit eligible`,
    );
    expect(problems).toContain(
      `${CHEST_PAIN_FILE}: triage[3].questions[0].advice: a 'home-care' question names the advice topics it activates`,
    );
  });

  it('requires a reasons-to-call-back topic', () => {
    expect(rulesAfter((p) => p.advice.pop())).toContain('call-back');
  });

  it('reports malformed source shapes with their path instead of crashing', () => {
    const problems = checkSources(
      [
        fixtureBatch([
          { ...chestPain(), triage: [{ tier: 'soon', questions: [{ text: 1 }] }], colour: 'red' },
          cough(),
        ]),
        { file: 'content/src/protocols/peds/batch-b.ts', protocols: undefined },
      ],
      { existingFiles: FIXTURE_FILES },
    ).problems.map(formatProblem);
    expect(problems).toContain(
      `${CHEST_PAIN_FILE}: triage[0].tier: Invalid option: expected one of "call-911"|"ed-now"|"see-now"|"see-today"|"see-3-days"|"home-care"`,
    );
    expect(problems.find((p) => p.startsWith(`${CHEST_PAIN_FILE}: triage[0].questions[0].text:`))).toBeDefined();
    expect(problems).toContain(`${CHEST_PAIN_FILE}: (file): unknown field(s) 'colour'`);
    expect(problems).toContain(
      'content/src/protocols/peds/batch-b.ts: (file): the batch export is not an array of protocols',
    );
  });

  it('does not report references to a protocol that was left out for its own problems', () => {
    const broken = { ...cough(), triage: 'none' };
    const problems = checkSources([fixtureBatch([chestPain(), broken])], { existingFiles: FIXTURE_FILES }).problems;
    expect(problems.map(formatProblem)).toEqual([
      `${COUGH_FILE}: triage: Invalid input: expected array, received string`,
    ]);
  });

  it('reports a protocol module that no batch includes', () => {
    const files = new Set([...FIXTURE_FILES, 'content/src/protocols/adult/back-pain.ts']);
    expect(checkSources([fixtureBatch()], { existingFiles: files }).problems.map(formatProblem)).toEqual([
      'content/src/protocols/adult/back-pain.ts: (file): no batch includes a protocol with this file name as its slug (add it to the batch, or fix its slug or audience)',
    ]);
  });

  it("keeps 'no protocol' protocols in the reserved id range", () => {
    expect(rulesAfter((p) => (p.sourceProtocolId = 950))).toContain('no-protocol');
    expect(rulesAfter((p) => (p.noProtocolOrder = 1))).toContain('no-protocol');
  });

  it('refuses a protocol without triage questions, the administrative kinds too', () => {
    const asNoProtocol = (slug: string, withTriage: boolean, because?: string) => (p: SourceProtocol) => {
      p.slug = slug;
      p.sourceProtocolId = 904;
      p.noProtocolOrder = 4;
      if (!withTriage) p.triage = [];
      if (because !== undefined) p.noTriageBecause = because;
    };
    const files = new Set([
      ...FIXTURE_FILES,
      'content/src/protocols/adult/no-protocol-fits-adult.ts',
      'content/src/protocols/adult/prescription-refill.ts',
      'content/src/protocols/adult/caller-hung-up.ts',
    ]);
    const messages = (breakIt: (p: SourceProtocol) => void) =>
      problemsAfter(breakIt, files).filter((p) => p.includes(': triage: ') || p.includes(': noTriageBecause: '));
    // A question-less protocol a call can land in (Prescription Refill had none: no disposition).
    expect(messages(asNoProtocol('prescription-refill', false))).toEqual([
      'content/src/protocols/adult/prescription-refill.ts: triage: a protocol a call can land in needs triage questions that end in a disposition, the administrative kinds too (admin-screens.ts)',
    ]);
    expect(messages(asNoProtocol('prescription-refill', true))).toEqual([]);
    expect(messages(asNoProtocol('no-protocol-fits-adult', false))).toHaveLength(1);
    // An administrative kind is no longer exempt, even saying why (blind set 2: an information call
    // ended with no disposition).
    expect(messages(asNoProtocol('caller-hung-up', false, 'there is no caller to triage'))).toHaveLength(2);
    expect(messages(asNoProtocol('caller-hung-up', true, 'there is no caller to triage'))).toHaveLength(1);
    expect(messages(asNoProtocol('caller-hung-up', true))).toEqual([]);
    expect(rulesAfter((p) => (p.triage = []))).toContain('no-triage');
  });
});

describe('the authoring rules', () => {
  it('refuses thresholds worded another way, naming file, path and what to write', () => {
    const refused = [
      'Pain for over 3 days',
      'Age under 2 years with pain',
      'Pain in a person older than 65',
      'Pain in a child less than 2 years old',
      'Pain for at least 2 days',
      'Pain for longer than 3 days',
      'Pain for more than 3 days',
      'Pain for 3 days or longer',
      'Pain on 3 or more days',
      'Pain in a person aged 65+',
      'Pain for > 3 days',
      'Fever over 100.4 °F (38 °C)',
      'Fever of 100.4°F (38.0°C) or higher',
      'Fever of 100.4 °F (38 °C) with pain',
      'Fever of 100.4 °F (38 °C) or higher',
      'Headache and blood pressure 160/110 or higher',
    ];
    for (const text of refused) {
      expect(rulesAfter((p) => (questionAt(p, 2, 0).text = text))).toContain('threshold-wording');
    }
    expect(problemsAfter((p) => (questionAt(p, 2, 0).text = 'Pain for <b>over 3 days</b>'))).toEqual([
      `${CHEST_PAIN_FILE}: triage[2].questions[0].text: threshold 'over 3' is worded another way: write 'N years or older', 'N days or more' or 'N °F (N °C) or higher'`,
    ]);
    expect(problemsAfter((p) => (questionAt(p, 2, 0).reason = 'REASON: needs an exam\nNOTE: only under 40'))).toEqual([
      `${CHEST_PAIN_FILE}: triage[2].questions[0].reason: threshold 'under 40' is worded another way: write 'younger than N months' or 'less than N days'`,
    ]);
  });

  it('accepts thresholds worded the one way', () => {
    const accepted = [
      'Pain for 3 days or more in a person 65 years or older',
      'Last tetanus shot <b>10 years</b> ago or longer',
      'Pain in a baby younger than 3 months, lasting less than 4 hours',
      'Fever of 100 °F (37.8 °C) or higher',
      'Rectal temperature of 97.4 °F (36.3 °C) or lower',
      'Rectal temperature of 97.5 to 99.4 °F (36.4 to 37.4 °C) and acting normally',
      'Vomited 2 or more times since the injury',
      'Headache and blood pressure with the top number 160 or higher, or the bottom number 110 or higher',
    ];
    for (const text of accepted) {
      // A temperature or blood pressure needs the 'IF NOT KNOWN' item (unknown-answer), added as in every batch.
      const withText = (p: SourceProtocol) => {
        questionAt(p, 2, 0).text = text;
        Object.assign(p, withUnknownAnswers(p));
      };
      expect(problemsAfter(withText)).toEqual([]);
    }
  });

  it('requires a home-care question that describes the mild, uncomplicated presentation', () => {
    expect(rulesAfter((p) => p.triage.pop())).toContain('home-care-question');
    expect(
      problemsAfter((p) => {
        questionAt(p, 3, 0).text = 'Caller asking which medicines are safe';
      }),
    ).toEqual([
      `${CHEST_PAIN_FILE}: triage[3].questions: no 'home-care' question describes the mild, uncomplicated presentation positively (say 'mild', 'minor', 'normal', 'no complications', 'no other' or 'only', e.g. 'Mild cough with no other symptoms')`,
    ]);
  });

  it('refuses a red-flag question that names only a body area', () => {
    expect(problemsAfter((p) => (questionAt(p, 0, 1).text = 'Pain in the <b>chest</b>'))).toEqual([
      `${CHEST_PAIN_FILE}: triage[0].questions[1].text: a 'call-911' question names only a body area: add the feature that makes it dangerous (e.g. 'Chest pain with sweating, shortness of breath or spreading to the arm, jaw or back')`,
    ]);
    expect(rulesAfter((p) => (questionAt(p, 1, 0).text = 'Belly ache'))).toEqual(['body-area-only']);
    expect(rulesAfter((p) => (questionAt(p, 0, 1).text = 'Chest pain with sweating or shortness of breath'))).toEqual(
      [],
    );
    expect(rulesAfter((p) => (questionAt(p, 2, 0).text = 'Chest pain'))).toEqual([]);
  });
});

describe('the rules across protocols', () => {
  it('requires the catch-all question in every protocol with triage questions', () => {
    const withoutCatchAll = (p: SourceProtocol) => {
      item(p.triage, 2).questions.pop();
    };
    expect(problemsAfter(withoutCatchAll)).toContain(
      `${CHEST_PAIN_FILE}: triage: a protocol with triage questions needs the catch-all question in its 'see-today' tier (unclearSymptom() from content/src/protocols/shared/findings.ts), so that an unclear call still gets a disposition`,
    );
    const catchAllTooLow = (p: SourceProtocol) => {
      const catchAll = item(p.triage, 2).questions.pop();
      if (catchAll) item(p.triage, 3).questions.push(catchAll);
    };
    expect(rulesAfter(catchAllTooLow)).toEqual(expect.arrayContaining(['catch-all', 'shared-finding']));
  });

  it("requires the final 'none of the above' path as the last question of every protocol", () => {
    const message = `${CHEST_PAIN_FILE}: triage: a protocol's last question is the 'none of the above' path (noneOfTheAbove() from content/src/protocols/shared/findings.ts, added by withFinalPath in each batch), so that a caller who answers no to every question still reaches a disposition`;
    expect(problemsAfter((p) => item(p.triage, 3).questions.pop())).toEqual([message]);
    // Not last: a question below it would never be reached by a caller who answers no to everything.
    expect(
      rulesAfter((p) => {
        const last = item(p.triage, 3).questions.pop();
        if (last) item(p.triage, 3).questions.unshift(last);
      }),
    ).toEqual(['final-path']);
    expect(problemsAfter((p) => Object.assign(p, withFinalPath(p)))).toEqual([]);
  });

  it('gives a shared finding one tier in every protocol', () => {
    expect(problemsAfter((p) => (questionAt(p, 2, 0).text = 'Breathing harder than usual after a cold'))).toContain(
      `${CHEST_PAIN_FILE}: triage[2].questions[0].text: the shared finding 'breathing harder than usual' is 'ed-now' in every protocol, not 'see-today' (content/src/protocols/shared/findings.ts): move the question, or ask a different finding`,
    );
    expect(rulesAfter((p) => (questionAt(p, 1, 0).text = 'Short of breath at rest'))).toEqual([]);
    expect(rulesAfter((p) => (questionAt(p, 0, 1).text = 'Short of breath at rest'))).toEqual(['shared-finding']);
  });

  it('gives a high-risk finding one level however it is worded (blind set 3: an inhaled object)', () => {
    // Two protocols ask the same finding in different words at different tiers: the lower one is reported.
    const chest = chestPain();
    questionAt(chest, 1, 0).text = 'Cough that started after choking on food and has not gone away';
    const other = cough();
    questionAt(other, 2, 0).text = 'A choking episode that has passed, but wheezing continues';
    const problems = checkSources([fixtureBatch([chest, other])], { existingFiles: FIXTURE_FILES }).problems;
    expect(problems.map(formatProblem)).toEqual([
      `${COUGH_FILE}: triage[2].questions[0].text: 'choking episode' asks the shared finding 'an object that may have been breathed in (cough, wheeze or noisy breathing since choking)', which is 'ed-now' or more acute in every protocol, not 'see-today' (content/src/protocols/shared/findings.ts): move the question, or word the finding so it is not asked`,
    ]);
    // More acute than the finding is allowed (a further danger sign); the negated form is not the finding.
    expect(rulesAfter((p) => (questionAt(p, 0, 1).text = 'Black stools and fainted'))).toEqual([]);
    expect(rulesAfter((p) => (questionAt(p, 2, 0).text = 'Black, tarry stools'))).toEqual(['shared-finding']);
    expect(rulesAfter((p) => (questionAt(p, 2, 0).text = 'Stiff neck after sleeping'))).toEqual(['shared-finding']);
    expect(rulesAfter((p) => (questionAt(p, 2, 0).text = 'Breathing fast (no skin pulling in)'))).toEqual([]);
    expect(rulesAfter((p) => (questionAt(p, 2, 0).text = 'Breathing fast with skin pulling in'))).toEqual([
      'shared-finding',
    ]);
  });

  it('lists a finding asked more acutely without a further sign as a pair at two levels (issue 31)', () => {
    // 'Fever with a stiff neck' was 911 in Headache and the ED in Fever and Neck Pain.
    const chest = chestPain();
    questionAt(chest, 0, 1).text = 'Fever with a stiff neck, or new confusion';
    const other = cough();
    questionAt(other, 1, 0).text = 'Stiff neck with a fever';
    const problems = checkSources([fixtureBatch([chest, other])], { existingFiles: FIXTURE_FILES }).problems;
    expect(problems.map(formatProblem)).toEqual([
      `${CHEST_PAIN_FILE}: triage[0].questions[1].text: 'stiff neck' asks the shared finding 'a stiff neck (cannot touch the chin to the chest)' at 'call-911', but it is 'ed-now' elsewhere and the question adds none of its further danger signs (higherWith): make it one finding at one tier, or justify the tier with a public source (justified, content/src/protocols/shared/findings.ts)`,
    ]);
    // A further danger sign the finding lists may sit higher; so may an auto-injector at 911 and not the ED.
    expect(
      rulesAfter((p) => (questionAt(p, 0, 1).text = 'Stiff neck with a fever and a purple or blood-colored rash')),
    ).toEqual([]);
    expect(rulesAfter((p) => (questionAt(p, 1, 0).text = 'An epinephrine auto-injector was given'))).toEqual([
      'shared-finding',
    ]);
    expect(rulesAfter((p) => (questionAt(p, 2, 0).text = 'Bloody diarrhea without fever'))).toEqual(['shared-finding']);
    expect(rulesAfter((p) => (questionAt(p, 2, 0).text = 'Flank pain with burning when passing urine'))).toEqual([
      'shared-finding',
    ]);
    expect(
      rulesAfter((p) => (questionAt(p, 3, 0).text = 'Mild pain and swelling of the lips after a sting')),
    ).toContain('shared-finding');
  });

  it('accepts a finding at another tier only where a sourced justification names the protocol and tier', () => {
    const stiffNeck = FINDINGS_WORDED_DIFFERENTLY.find((f) => f.finding.startsWith('a stiff neck'));
    if (!stiffNeck) throw new Error('no stiff-neck finding');
    const justified = {
      ...stiffNeck,
      justified: [
        {
          protocol: 'adult/headache',
          tier: 'call-911' as const,
          why: 'test',
          source: 'test',
          url: 'https://example.org',
        },
      ],
    };
    expect(classifyFinding(stiffNeck, 'adult/headache', 'call-911', 'Fever with a stiff neck')?.status).toBe('higher');
    expect(classifyFinding(justified, 'adult/headache', 'call-911', 'Fever with a stiff neck')?.status).toBe(
      'justified',
    );
    expect(classifyFinding(justified, 'adult/fever', 'call-911', 'Fever with a stiff neck')?.status).toBe('higher');
  });

  it('lets severity stand alone: severe pain is not tied to a failed medicine (issue 31)', () => {
    for (const text of [
      'Severe pain not helped by pain medicine',
      'Severe ear pain that is no better 2 hours after a dose of pain medicine',
      'Severe toothache despite pain medicine',
    ]) {
      expect(rulesAfter((p) => (questionAt(p, 1, 0).text = text))).toEqual(['severity-alone']);
    }
    expect(rulesAfter((p) => (questionAt(p, 1, 0).text = 'Severe pain: writhing or cannot get comfortable'))).toEqual(
      [],
    );
    expect(
      rulesAfter((p) => (questionAt(p, 1, 0).text = 'Severe pain, or pain that is not helped by medicine')),
    ).toEqual([]);
  });

  it('requires the nurse to be told what to do when a caller does not know a detail (issue 31)', () => {
    const withReading = (p: SourceProtocol) => {
      questionAt(p, 2, 0).text = 'Fever of 100 °F (37.8 °C) or higher for 3 days or more';
    };
    expect(problemsAfter(withReading)).toEqual([
      `${CHEST_PAIN_FILE}: initialAssessment: questions ask a detail the caller may not know (temperature), but the initial assessment has no 'IF NOT KNOWN:' item saying what the nurse does then (withUnknownAnswers from content/src/protocols/shared/findings.ts, applied in each batch)`,
    ]);
    expect(
      rulesAfter((p) => {
        withReading(p);
        questionAt(p, 1, 0).text = 'Had a seizure that has now stopped';
        Object.assign(p, withUnknownAnswers(p));
      }),
    ).toEqual([]);
    // Every protocol with triage questions has the item, whatever its questions ask (blind set 7).
    expect(
      problemsAfter((p) => {
        p.initialAssessment = (p.initialAssessment ?? '').replace(/\n3\. IF NOT KNOWN:[^\n]*/, '');
      }),
    ).toEqual([
      `${CHEST_PAIN_FILE}: initialAssessment: every protocol with triage questions has the 'IF NOT KNOWN:' item in its initial assessment (unknown is answered at the safer level), one rule in every protocol (withUnknownAnswers from content/src/protocols/shared/findings.ts, applied in each batch)`,
    ]);
    // An item that names only some of the kinds the questions ask is reported.
    expect(
      rulesAfter((p) => {
        withReading(p);
        Object.assign(p, withUnknownAnswers(p));
        questionAt(p, 1, 0).text = 'Had a seizure that has now stopped';
      }),
    ).toEqual(['unknown-answer']);
  });

  it('refuses questions a caller cannot answer as one thing', () => {
    const refused = [
      ['Pain at rest, though it eases with medicine', "'though'"],
      ['Pain that is not without relief', "'not without'"],
      ['First-ever episode of pain', "'First-ever'"],
      ['Fainted for the first time', "'for the first time'"],
      ['Pain and the problem has never been diagnosed', "'never been diagnosed'"],
      ['Spots that do not fade when pressed', "'do not fade'"],
      ['Sore throat with white patches', "'white patches'"],
      ['Fever with swollen tonsils', "'swollen tonsils'"],
      ['New confusion and the cause is not known', "'the cause is not known'"],
      ['Fussy with a fever', "'fussy'"],
      ['Very dizzy on standing', "'Very dizzy'"],
      ['Fever and looks very sick', "'very sick'"],
    ];
    for (const [text, quoted] of refused) {
      const problems = problemsAfter((p) => (questionAt(p, 1, 0).text = text ?? ''));
      expect(
        problems.find((p) => p.includes('triage[1].questions[0].text: ') && p.includes(quoted ?? '')),
      ).toBeDefined();
    }
    const accepted = [
      'Pain with no fever and no cough',
      'Not alert or not interacting',
      'Severe pain in the throat',
      'Looks very sick (lying around, not playing)',
      'Too weak to stand, or very weak and floppy',
    ];
    for (const text of accepted) {
      expect(rulesAfter((p) => (questionAt(p, 1, 0).text = text))).toEqual([]);
    }
  });

  it("requires 'mild', 'moderate' and 'severe' to be defined for the caller", () => {
    expect(problemsAfter((p) => (p.initialAssessment = `1. ONSET: When did it start?\n${unknownItemLine(2)}`))).toEqual(
      [
        `${CHEST_PAIN_FILE}: initialAssessment: questions say 'mild', 'moderate' or 'severe', but the initial assessment does not define MILD, MODERATE, SEVERE for the caller (bullets '- MILD: …', '- MODERATE: …', '- SEVERE: …')`,
      ],
    );
  });

  it('reports a protocol named in text that does not exist', () => {
    expect(problemsAfter((p) => (p.definition = '<p>For an overdose use the Poisoning protocol.</p>'))).toEqual([
      `${CHEST_PAIN_FILE}: definition: names the 'Poisoning' protocol, but no adult protocol has that title`,
    ]);
    expect(problemsAfter((p) => (p.definition = '<p>For a cough use the Cough protocol.</p>'))).toEqual([]);
  });
});

describe('external reference coverage (issue 31)', () => {
  const REFERENCE = 'content/src/references/adult/chest-pain.json';
  const MAPPING = 'content/src/references/mapping/adult/chest-pain.json';
  const reference = {
    protocol: 'chest-pain',
    audience: 'adult',
    signs: [
      {
        id: 'cp-crushing',
        sign: 'Crushing chest pain',
        level: 1,
        sourceAction: 'call 999',
        source: 'NHS',
        url: 'https://www.nhs.uk/x',
      },
      {
        id: 'cp-lasting',
        sign: 'Chest pain that keeps coming back',
        level: 2,
        sourceAction: 'see a GP',
        source: 'NHS',
        url: 'https://www.nhs.uk/x',
      },
      {
        id: 'cp-mild',
        sign: 'Mild pain that settles',
        level: 3,
        sourceAction: 'self-care',
        source: 'NHS',
        url: 'https://www.nhs.uk/x',
      },
    ],
  };
  const check = (signs: unknown, broken?: (p: SourceProtocol) => void, ref: unknown = reference) => {
    const chest = chestPain();
    broken?.(chest);
    return checkSources([fixtureBatch([chest, cough()])], {
      existingFiles: FIXTURE_FILES,
      references: {
        references: [{ file: REFERENCE, json: ref }],
        mappings:
          signs === undefined ? [] : [{ file: MAPPING, json: { protocol: 'chest-pain', audience: 'adult', signs } }],
      },
    });
  };

  it('passes when every urgent sign is mapped to questions that reach its level, and reports coverage', () => {
    const report = check({ 'cp-crushing': ['Severe pain'], 'cp-lasting': ['Pain for 3 days or more'] });
    expect(report.problems).toEqual([]);
    expect(report.coverage.find((c) => c.slug === 'chest-pain')).toMatchObject({
      referenced: true,
      mapped: true,
      urgentSigns: 2,
      reached: 2,
    });
    expect(report.coverage.find((c) => c.slug === 'cough')).toMatchObject({ referenced: false, mapped: false });
    // Without a mapping the rule skips the protocol, and the report lists its urgent signs as not yet mapped.
    const unmapped = check(undefined);
    expect(unmapped.problems).toEqual([]);
    expect(unmapped.coverage.find((c) => c.slug === 'chest-pain')).toMatchObject({ referenced: true, mapped: false });
  });

  it('fails when a mapped sign is reached only at a less urgent level', () => {
    const problems = check({ 'cp-crushing': ['Pain for 3 days or more'], 'cp-lasting': ['Mild pain'] }).problems;
    expect(problems.map((p) => p.rule)).toEqual([
      'reference-coverage',
      'reference-coverage',
      'reference-coverage',
      'reference-coverage',
    ]);
    expect(formatProblem(problems[0] as (typeof problems)[number])).toContain(
      `${MAPPING}: signs.cp-crushing: the sign 'Crushing chest pain' is level 1 in NHS (https://www.nhs.uk/x), but its questions reach level 2 at best in oh_adult`,
    );
  });

  it("compares levels in every content set: 'see within 3 days' is level 3 after hours", () => {
    const routine = (p: SourceProtocol) => {
      p.triage.splice(3, 0, {
        tier: 'see-3-days',
        questions: [{ text: 'Pain that keeps coming back', reason: 'REASON: routine', advice: ['call-back'] }],
      });
    };
    const problems = check({ 'cp-crushing': ['Severe pain'], 'cp-lasting': ['keeps coming back'] }, routine).problems;
    expect(problems.map(formatProblem)).toEqual([
      expect.stringContaining('its questions reach level 3 at best in ah_adult'),
    ]);
    const justified = check(
      {
        'cp-crushing': ['Severe pain'],
        'cp-lasting': { questions: ['keeps coming back'], routineAfterHours: 'A routine visit.' },
      },
      routine,
    );
    expect(justified.problems).toEqual([]);
    expect(justified.coverage.find((c) => c.slug === 'chest-pain')).toMatchObject({ reached: 1, routineAfterHours: 1 });
  });

  it('fails on an unmapped urgent sign, an unknown sign or question, a bad elsewhere and a malformed row', () => {
    const rules = (signs: unknown, ref?: unknown) =>
      check(signs, undefined, ref).problems.map(
        (p) => `${p.file.endsWith('mapping/adult/chest-pain.json') ? 'mapping' : 'reference'} ${p.path}`,
      );
    expect(rules({ 'cp-crushing': ['Severe pain'] })).toEqual(['mapping signs.cp-lasting']);
    expect(
      rules({ 'cp-crushing': ['Severe pain'], 'cp-lasting': ['no such question'], 'cp-nothing': ['Severe pain'] }),
    ).toEqual(['mapping signs.cp-nothing', 'mapping signs.cp-lasting', 'mapping signs.cp-lasting']);
    expect(
      rules({
        'cp-crushing': { elsewhere: 'nowhere because it is elsewhere' },
        'cp-lasting': { notApplicable: 'Not a chest pain sign.' },
      }),
    ).toEqual(['mapping signs.cp-crushing']);
    expect(
      rules({
        'cp-crushing': { elsewhere: 'cough because a cough with chest pain is triaged there' },
        'cp-lasting': { notApplicable: 'x' },
      }),
    ).toEqual([]);
    // A lower level on purpose needs its own public source with an address.
    expect(rules({ 'cp-crushing': ['Severe pain'], 'cp-lasting': { lowerOnPurpose: 'Home care is right.' } })).toEqual([
      'mapping signs.cp-lasting',
    ]);
    expect(
      rules({
        'cp-crushing': ['Severe pain'],
        'cp-lasting': { lowerOnPurpose: 'Home care is right.', source: 'AAP', url: 'https://healthychildren.org/x' },
      }),
    ).toEqual([]);
    const badRow = { ...reference, signs: [...reference.signs, { id: 'cp-x', sign: 'No source', level: 1 }] };
    expect(rules({ 'cp-crushing': ['Severe pain'], 'cp-lasting': ['Pain for 3 days'] }, badRow)).toEqual([
      'reference signs[3]',
    ]);
  });
});
