import { defineProtocol } from '../../source/define-protocol.ts';
import { lifeThreateningScreen } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'poisoning-overdose',
  sourceProtocolId: 248,
  audience: 'adult',
  title: 'Poisoning and Overdose',
  keywords: [
    'poisoning',
    'poison',
    'posioning',
    'overdose',
    'took too much medicine',
    'too many pills',
    'wrong medicine',
    'double dose',
    'swallowed chemical',
    'swallowed bleach',
    'carbon monoxide',
    'fumes',
    'mushrooms',
    'took someone elses pills',
  ],
  definition:
    '<p>An adult who swallowed, breathed in or got on the skin a poison or too much of a medicine, by mistake or on purpose, including taking a medicine twice or taking the wrong medicine.</p>',
  background:
    '<p>Poison Control (1-800-222-1222 in the US, any hour) gives advice for the exact product and amount, and can be joined to the call. Many medicine mistakes (an extra dose of a common medicine) need only watching at home; some (acetaminophen, blood thinners, heart, diabetes and seizure medicines, opioids) can harm hours later even when the person feels well now.</p><p>An overdose taken on purpose is a suicide attempt until shown otherwise: the person needs an emergency evaluation even when they feel fine.</p>',
  initialAssessment: `1. WHAT: What was taken or breathed in? Have the container at hand.
2. HOW MUCH: How much, and when?
3. WHY: Was it a mistake, or taken on purpose?
4. SYMPTOMS: Any drowsiness, confusion, trouble breathing, vomiting, seizure or chest pain?
5. OTHERS: Is anyone else affected (fumes, carbon monoxide)?`,
  references: [
    {
      title: 'Poison Control (America’s Poison Centers)',
      author: 'America’s Poison Centers',
      source: 'Poison Help line, 1-800-222-1222 (US Health Resources and Services Administration).',
    },
    { title: 'Telephone Triage Protocols for Nurses', author: 'Briggs JK', source: 'Wolters Kluwer (5th edition)' },
  ],
  useDifferentProtocolIf: [
    { protocol: 'depression-suicide-concerns', text: 'Thoughts of suicide with no overdose or poisoning taken.' },
    { protocol: 'hives-allergic-reaction', text: 'A reaction (rash, swelling) to a medicine taken at the usual dose.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(['while-waiting']),
        {
          text: 'Very drowsy, confused, <b>hard to wake</b>, or breathing slowly',
          reason:
            'R/O: opioid, sedative or alcohol poisoning\nNOTE: If naloxone is at hand and an opioid may be involved, give it.',
          advice: ['while-waiting'],
        },
        {
          text: 'Seizure, chest pain, or trouble breathing after the poison or overdose',
          reason: 'R/O: severe poisoning',
          advice: ['while-waiting'],
        },
        {
          text: 'Took, or may have taken, an overdose or a poison <b>on purpose</b>',
          reason: 'R/O: suicide attempt\nNOTE: Stay on the line; do not leave the person alone.',
          advice: ['while-waiting'],
        },
        {
          text: 'Headache, dizziness or vomiting in more than one person in the same building, or a fuel-burning heater or engine indoors',
          reason: 'R/O: carbon monoxide poisoning\nFIRST AID: Get everyone outside into fresh air now.',
          advice: ['while-waiting'],
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Swallowed, or may have swallowed, a strong chemical (e.g., bleach, drain cleaner, dishwasher detergent) or another poison, and has mouth pain, a burning feeling, drooling, trouble swallowing, vomiting or cramping belly pain',
          reason:
            'R/O: caustic injury, systemic poisoning\nREASON: Public sources (St John Ambulance, Swallowed poisons) call 999 for a swallowed poison with vomiting, cramping pains or burning (issue 31 reference review).',
        },
        {
          text: 'Took, or may have taken, too much of acetaminophen, a blood thinner, or a heart, diabetes, seizure or opioid medicine, even with no symptoms now',
          reason:
            'R/O: delayed toxicity\nNOTE: Conference with Poison Control (1-800-222-1222); they may advise a blood level or watching at home.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Any symptom (e.g., vomiting, dizziness, rash) after taking too much medicine or a wrong medicine',
          reason: 'R/O: medicine toxicity\nNOTE: Call Poison Control (1-800-222-1222) for the product and amount.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [unclearSymptom(['call-back'])],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Minor medicine mistake (e.g., one extra dose of a common medicine), no symptoms, and Poison Control says it is safe to watch at home',
          reason: 'REASON: Minor medicine error confirmed as low risk by Poison Control.',
          advice: ['poison-control', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Care Advice',
      topics: [
        {
          key: 'while-waiting',
          title: 'While Waiting for Help',
          nuggets: [
            'Do not make the person vomit.',
            'If the person is drowsy, lay them on their side.',
            'Bring the medicine or product containers to the hospital.',
          ],
        },
        {
          key: 'poison-control',
          title: 'Poison Control',
          nuggets: [
            'Call Poison Control at 1-800-222-1222, any hour, for advice about the exact product and amount.',
            'Keep medicines in their original containers, and use a pill organizer to avoid double doses.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Drowsiness, vomiting, trouble breathing or any new symptom starts.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
