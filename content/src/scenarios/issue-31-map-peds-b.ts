/**
 * Authored scenarios for issue 31's second pediatric mapping pass (Colds, Cuts, Burns, Nosebleed, and
 * the open items of the first pass: fast breathing at rest as one finding at one level): one call
 * per question whose wording or level the pass changed, so the sourced sign reaches its level
 * through the engine. Written by the reviewer who changed the content, so they guard against
 * regressions; they are not the blind cases (docs/clinical-safety.md).
 */
import type { Scenario } from './scenario.ts';

export const issue31MapPedsBScenarios: readonly Scenario[] = [
  // Fast breathing at rest, one finding at one level (NICE NG143 traffic light table, amber;
  // NHS Healthier Together, Difficulty breathing and wheeze).
  {
    id: 'peds-influenza-issue31mapb-01',
    caller:
      'My 4-year-old has the flu. His temperature is down with ibuprofen and he is lying on the sofa, but he is still breathing quicker than he normally does. He chats to me and I cannot see his ribs sucking in.',
    basis:
      'NICE NG143 traffic light table (amber: tachypnoea); NHS Healthier Together, Difficulty breathing and wheeze (amber)',
    contentSet: 'oh_peds',
    protocol: 351,
    yes: ['faster than normal when calm'],
    expectedLevel: 2,
  },
  {
    id: 'peds-influenza-issue31mapb-02',
    caller:
      'My 2-year-old has had flu for two days and tonight she is panting, breathing faster than I have ever seen, even though the fever medicine worked.',
    basis: 'NHS Healthier Together, Difficulty breathing and wheeze (red: breathing very fast)',
    contentSet: 'ah_peds',
    protocol: 351,
    yes: ['or breathing very fast'],
    expectedLevel: 1,
  },
  {
    id: 'peds-colds-issue31mapb-01',
    caller:
      'My 18-month-old has a snotty cold. I cleared his nose with saline and the bulb, and he is asleep and cool now, but he is still breathing quicker than usual. Nothing sucking in at his ribs.',
    basis: 'NICE NG143 traffic light table (amber: tachypnoea)',
    contentSet: 'oh_peds',
    protocol: 307,
    yes: ['faster than normal when calm'],
    expectedLevel: 2,
  },
  {
    id: 'peds-colds-issue31mapb-02',
    caller:
      'My baby has a cold. Even after I cleaned her nose out with drops, the skin between her ribs sucks in every time she breathes.',
    basis: 'NHS Healthier Together, Cough and cold (red: working hard to breathe)',
    contentSet: 'ah_peds',
    protocol: 307,
    yes: ['continues after the nose is cleared'],
    expectedLevel: 1,
  },
  {
    id: 'peds-no-protocol-fits-issue31mapb-01',
    caller:
      'My 3-year-old does not seem ill with anything in particular, but while he sits watching TV he is breathing faster than he normally does. He had a slight temperature yesterday, none now.',
    basis: 'NICE NG143 traffic light table (amber: tachypnoea)',
    contentSet: 'oh_peds',
    protocol: 908,
    yes: ['faster than normal when calm'],
    expectedLevel: 2,
  },
  {
    id: 'peds-no-protocol-fits-issue31mapb-02',
    caller: 'My 5-year-old is so out of breath sitting on the couch that she cannot get a whole sentence out.',
    basis: 'NHS Healthier Together, Difficulty breathing and wheeze (red: too breathless to talk)',
    contentSet: 'ah_peds',
    protocol: 908,
    yes: ['Short of breath at rest'],
    expectedLevel: 1,
  },
];
