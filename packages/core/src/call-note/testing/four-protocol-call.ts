/**
 * A four-protocol adult call for the note benchmark: the chest pain and cough call of the golden
 * files, plus Abdominal Pain and Sore Throat, with advice given in detail and answers yes and no.
 */
import type { CallState, CareAdviceMode, SelectedProtocol } from '@triage/contracts';
import { disposition, giveAdvice, protocol, question, topic } from './builders.ts';
import { chestPainCoughCall } from './chest-pain-cough-call.ts';

function abdominalPain(mode: CareAdviceMode): SelectedProtocol {
  const topics = [
    topic(2011, 'Nothing by Mouth', ['Do not eat or drink anything until the pain has been checked.']),
    topic(2012, 'Rest', ['Lie down in a comfortable position.', 'Use a heating pad on low for 20 minutes.']),
    topic(2013, 'Pain Medicines', ['Do not take pain medicines until seen; they can hide worsening pain.']),
    topic(
      2014,
      'Call Back If',
      ['Pain becomes severe or constant', 'Vomiting blood', 'Fainting', 'You become worse'],
      true,
    ),
  ];
  return protocol({
    sourceProtocolId: 201,
    title: 'Abdominal Pain',
    mode,
    dispositions: [
      disposition(1, 1, 20, 'Call 911 Now', null, [
        question(2001, '<b>Shock suspected</b> (e.g., fainted, cold and clammy, too weak to stand)', false),
        question(2002, 'Vomiting blood or passing black, tarry stools, and dizzy', false),
      ]),
      disposition(2, 1, 10, 'Go to ED Now', null, [
        question(2003, 'Severe pain (8 to 10 out of 10) for more than 1 hour', false),
        question(2004, 'Pain in the right lower abdomen that is constant and worse with walking', null),
      ]),
      disposition(5, 2, 30, 'See Today in Office', true, [
        question(2005, 'Moderate pain (4 to 7 out of 10) that comes and goes for more than 24 hours', true, {
          ctVideoVisitEligible: true,
          videoVisitOffered: true,
          videoVisitAccepted: true,
        }),
      ]),
      disposition(9, 3, 10, 'Home Care', null, [question(2006, 'Mild cramps with loose stools', false)]),
    ],
    adviceSections: [
      {
        title: 'Care Advice',
        adviceTopics: giveAdvice(mode, topics, {
          'Nothing by Mouth': [0],
          Rest: [0, 1],
          'Pain Medicines': [0],
          'Call Back If': [0, 1, 2, 3],
        }),
      },
    ],
  });
}

function soreThroat(mode: CareAdviceMode): SelectedProtocol {
  const topics = [
    topic(3011, 'Warm Fluids', ['Sip warm tea with honey.', 'Suck on hard candy or throat lozenges.']),
    topic(3012, 'Salt Water Gargles', ['Gargle with &frac14; teaspoon of salt in 1 cup (8&nbsp;oz) of warm water.']),
    topic(3013, 'Pain Medicines', ['Acetaminophen or ibuprofen as needed for pain.']),
    topic(
      3014,
      'Call Back If',
      ['Trouble swallowing saliva', 'Fever lasts more than 3 days', 'You become worse'],
      true,
    ),
  ];
  return protocol({
    sourceProtocolId: 310,
    title: 'Sore Throat',
    mode,
    dispositions: [
      disposition(1, 1, 20, 'Call 911 Now', null, [question(3001, 'Trouble breathing or drooling', false)]),
      disposition(6, 2, 30, 'See Within 24 Hours', null, [
        question(3002, 'Fever of 100.4 °F (38 °C) or higher with sore throat for more than 2 days', false),
      ]),
      disposition(9, 3, 10, 'Home Care', true, [
        question(3003, 'Sore throat with cold symptoms', true, {
          ctVideoVisitEligible: true,
          videoVisitOffered: false,
        }),
      ]),
    ],
    adviceSections: [
      {
        title: 'Care Advice',
        adviceTopics: giveAdvice(mode, topics, {
          'Warm Fluids': [0, 1],
          'Salt Water Gargles': [0],
          'Pain Medicines': [0],
          'Call Back If': [0, 1, 2],
        }),
      },
    ],
  });
}

/** The four-protocol call for a care-advice mode. */
export function fourProtocolCall(mode: CareAdviceMode): CallState {
  const call = chestPainCoughCall(mode);
  return { ...call, selectedProtocols: [...call.selectedProtocols, abdominalPain(mode), soreThroat(mode)] };
}
