import { defineProtocol } from '../../source/define-protocol.ts';
import { lifeThreateningScreen } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'rectal-bleeding',
  sourceProtocolId: 247,
  audience: 'adult',
  title: 'Rectal Bleeding or Blood in Stool',
  keywords: [
    'rectal bleeding',
    'blood in stool',
    'blood in poop',
    'bloody stool',
    'bloody poop',
    'blood on toilet paper',
    'bleeding from bottom',
    'bleeding from rectum',
    'bleeding from butt',
    'black stool',
    'black poop',
    'tarry stool',
    'maroon stool',
    'hemorrhoids',
    'hemorroids',
    'piles',
    'anal fissure',
    'bloody diarrhea',
    'rectal bleding',
  ],
  definition:
    'Blood passed from the rectum in an adult: bright red blood on the toilet paper, in the toilet or on the stool, blood mixed with stool or diarrhea, or black, tarry stools.',
  background:
    '<p>Small amounts of bright red blood on the toilet paper or dripping into the toilet after passing a hard stool usually come from hemorrhoids or a small tear in the anus (anal fissure), which hurts when passing stool. These are common and can be managed at home.</p>' +
    '<p>Larger amounts of blood, blood clots, maroon stools, or black, tarry, sticky, foul-smelling stools (melena, from bleeding higher up in the gut) may be serious: diverticular bleeding, an ulcer, inflammatory bowel disease, bowel ischemia or colon cancer. People taking blood thinners, older adults and people with liver disease are at higher risk. Dizziness, fainting, a fast heartbeat or shortness of breath mean significant blood loss.</p>' +
    '<p>Iron tablets and bismuth subsalicylate turn stools black but not tarry or sticky; beets and red food coloring can turn stools red. New rectal bleeding in an adult 45 years or older, or with a change in bowel habit or weight loss, needs an examination to look for colon cancer.</p>',
  initialAssessment: `1. AMOUNT: How much blood? (streaks on the paper, drips in the toilet, the toilet bowl full of blood, clots)
2. COLOR: Bright red, dark red or maroon, or black and tarry?
3. ONSET: When did it start? How many times?
4. SYMPTOMS: Any dizziness, fainting, weakness, racing heart or shortness of breath?
5. PAIN: Any abdominal pain? Any pain at the anus when passing stool?
6. BOWELS: Any constipation, diarrhea, or change in bowel habit? Any weight loss?
7. MEDICINES: Any blood thinners, aspirin, ibuprofen, iron or bismuth?
8. HISTORY: Any hemorrhoids, diverticulosis, inflammatory bowel disease, liver disease or past bowel bleeding?
9. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  firstAid:
    '<p><b>Heavy bleeding or fainting while waiting for EMS:</b> Lie down with the legs raised. Give nothing to eat or drink.</p>',
  references: [
    {
      title: 'ACG Clinical Guideline: Management of Patients With Acute Lower Gastrointestinal Bleeding',
      author: 'Strate LL, Gralnek IM',
      source: 'American Journal of Gastroenterology. 2016;111(4):459-474',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'constipation', text: 'Constipation is the main problem and the bleeding is a small streak.' },
    { protocol: 'diarrhea', text: 'Diarrhea is the main symptom with no blood.' },
    { protocol: 'abdominal-pain', text: 'Abdominal pain is the main symptom.' },
    { protocol: 'vomiting', text: 'Vomiting blood or coffee-ground material.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(),
        {
          text: '<b>Shock suspected</b>: fainted, too weak or dizzy to stand, cold clammy skin, or confused',
          reason: 'R/O: hemorrhagic shock',
        },
        {
          text: 'Passing <b>large amounts</b> of blood or clots (the toilet bowl full of blood), bleeding that will not stop, or repeated bloody stools in the past hour',
          reason: 'R/O: major lower or upper gastrointestinal bleeding',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: '<b>Black, tarry</b> or maroon stools (not from iron or bismuth)',
          reason: 'R/O: upper gastrointestinal bleeding, significant lower bleeding',
        },
        {
          text: 'More than a few drops of blood <b>and</b> dizzy on standing, a racing heartbeat, or short of breath',
          reason: 'R/O: significant blood loss',
        },
        {
          text: 'Takes a blood thinner <b>and</b> more than a streak of blood',
          reason: 'R/O: anticoagulant-related bleeding',
        },
        {
          text: 'Rectal bleeding <b>with</b> severe or constant abdominal pain',
          reason: 'R/O: ischemic colitis, bowel ischemia, diverticulitis',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Bloody diarrhea <b>with</b> fever 100 °F (37.8 °C) or higher, or more than 6 bloody stools a day',
          reason: 'R/O: infectious colitis (e.g., E. coli, Shigella), inflammatory bowel disease flare',
        },
        {
          text: 'Very painful, swollen, bluish lump at the anus that came on suddenly',
          reason: 'R/O: thrombosed external hemorrhoid (relief if drained within 72 hours)',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Blood mixed in with the stool, or dark red blood, with no dizziness',
          reason: 'R/O: diverticular bleeding, colitis, polyp, cancer',
          advice: ['watch-bleeding', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Small amounts of bright red blood that keep coming back for <b>1 week or more</b>, or new rectal bleeding in an adult 45 years or older',
          reason: 'R/O: hemorrhoids, fissure, polyp, colorectal cancer',
          advice: ['hemorrhoids', 'soft-stools', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Rectal bleeding with a change in bowel habit (softer, thinner or more often) that has lasted <b>3 weeks or more</b>, weight loss, tiredness, or pain or a lump in the tummy',
          reason:
            'R/O: colorectal cancer, anemia\nREASON: Public sources (NHS, Bleeding from the bottom: see a GP) give 3 weeks and pain or a lump in the tummy; it read 4 weeks or more (issue 31 reference review).',
          advice: ['soft-stools', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Minor bleeding: a few streaks or drops of bright red blood on the toilet paper or in the toilet after passing a stool, with no dizziness, in a person younger than 45 years or with known hemorrhoids',
          reason: 'REASON: Probable hemorrhoids or anal fissure. Home care.',
          advice: ['hemorrhoids', 'soft-stools', 'watch-bleeding', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'hemorrhoids',
          title: 'Hemorrhoids and Anal Tears',
          nuggets: [
            'Sit in a few inches of warm water (sitz bath) for 10 to 15 minutes, 2 to 3 times a day and after bowel movements.',
            'Clean gently with moist wipes without alcohol or perfume, or with water, instead of dry paper.',
            'A hemorrhoid cream or hydrocortisone 1% cream may ease itching and swelling for up to 7 days.',
          ],
        },
        {
          key: 'soft-stools',
          title: 'Keeping Stools Soft',
          nuggets: [
            'Drink 6 to 8 glasses of water a day and eat high-fiber foods, or take a fiber supplement (psyllium) once a day.',
            'Do not strain or sit on the toilet for long periods.',
          ],
        },
        {
          key: 'watch-bleeding',
          title: 'Watching the Bleeding',
          nuggets: [
            'Note how much blood there is and its color each time.',
            'Avoid aspirin, ibuprofen and naproxen unless prescribed; use acetaminophen for pain. Do not stop a prescribed blood thinner without talking to your doctor.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Fainting, or large amounts of blood: call 911.',
            'Black or tarry stools, or dizziness on standing: go to the emergency department now.',
            'Bleeding that keeps coming back, or blood mixed in the stool.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
