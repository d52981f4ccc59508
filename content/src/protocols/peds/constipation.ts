import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import {
  INFANT_FEVER_SCREEN,
  LIFE_THREATENING_SCREEN,
  SCHMITT_PROTOCOLS,
  SEEN_OR_WORSE_NUGGET,
} from './common/shared.ts';

export default defineProtocol({
  slug: 'constipation',
  sourceProtocolId: 337,
  audience: 'peds',
  title: 'Constipation',
  keywords: [
    'constipation',
    'constipated',
    'constapated',
    'constipashun',
    'cant poop',
    'can’t poop',
    'hasnt pooped',
    'no poop',
    'no bowel movement',
    'hard poop',
    'hard stools',
    'poop is hard',
    'rabbit poop',
    'pellets',
    'straining to poop',
    'pushing to poop',
    'hurts to poop',
    'painful poop',
    'scared to poop',
    'holding poop',
    'withholding',
    'stool withholding',
    'blocked up',
    'bunged up',
    'stool accidents',
    'soiling',
    'encopresis',
    'baby grunting to poop',
    'baby straining',
    'bloody streak on poop',
  ],
  definition:
    '<p>Hard, dry or painful bowel movements (stools, poop), or stools that come much less often than usual for the child. Includes straining in babies and stool accidents (soiling) in children who are toilet trained.</p>',
  background:
    '<p>Constipation is very common, especially when starting solid foods or cow’s milk, during toilet training and when starting school. Hard stools hurt, so the child holds them back, and the stool becomes harder and bigger: a cycle of pain and holding. Treatment is more fluids, fruits, vegetables and fiber, less milk, regular toilet sitting, and often a stool softener.</p>' +
    '<p>Normal patterns vary: breastfed babies may go 1 to 7 days without a stool if it comes out soft. Babies often grunt, strain and turn red while passing a soft stool (“infant dyschezia”); this is normal.</p>' +
    '<p>Warning signs of a more serious cause: vomiting (especially green), a swollen belly, severe belly pain, constipation from the first days of life or no stool in the first 48 hours of life (Hirschsprung disease), a weak cry, poor feeding and weakness in a baby (infant botulism, linked to honey), and fever. Leaking of loose stool in a child with a big stool mass (overflow) is not diarrhea.</p>',
  initialAssessment: [
    '1. PATTERN: When was the last stool? How often are stools usually? What do they look like?',
    '2. PAIN: Does it hurt to pass stool? Is there belly pain? How bad?',
    '3. VOMITING: Any vomiting? What color?',
    '4. BELLY: Is the belly swollen or hard?',
    '5. BLOOD: Any blood on the stool or toilet paper?',
    '6. DIET: What does your child eat and drink? How much milk?',
    '7. AGE: How old is your child? For babies: breast or formula? Any honey given?',
    '8. TREATMENT: What has been tried?',
    '9. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  references: [
    SCHMITT_PROTOCOLS,
    {
      title: 'Constipation in children and young people: diagnosis and management (NICE clinical guideline CG99)',
      author: 'National Institute for Health and Care Excellence',
      source: 'NICE, 2010',
    },
    {
      title:
        'Evaluation and treatment of functional constipation in infants and children: evidence-based recommendations from ESPGHAN and NASPGHAN',
      author: 'Tabbers MM, DiLorenzo C, Berger MY, et al.',
      source: 'Journal of Pediatric Gastroenterology and Nutrition. 2014;58(2):258-274',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'abdominal-pain', text: 'Belly pain is the main problem and stools are normal' },
    { protocol: 'blood-in-stool', text: 'More than a few streaks of blood in the stool' },
    { protocol: 'vomiting', text: 'Vomiting is the main symptom' },
    { protocol: 'crying-baby', text: 'A baby is crying and fussy and stools are soft' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: 'Very weak and floppy, very hard to wake, or not responding normally',
          reason:
            'R/O: Sepsis, shock, infant botulism\nREASON: A markedly decreased level of alertness needs emergency care.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        INFANT_FEVER_SCREEN,
        {
          text: '<b>Green</b> (bile-colored) vomit, or vomiting with a <b>swollen, hard belly</b>',
          reason:
            'R/O: Bowel obstruction, volvulus, Hirschsprung enterocolitis\nREASON: A blocked bowel is a surgical emergency.',
        },
        {
          text: '<b>Severe belly pain</b> that is constant for 1 hour or more, or pain coming in waves with drawing up of the legs in a young child',
          reason:
            'R/O: Appendicitis, intussusception\nREASON: Severe belly pain is not explained by constipation until proven otherwise.',
          smap: 'abdominal-pain',
        },
        {
          text: 'Baby <b>younger than 12 months</b> with constipation and a <b>weak cry</b>, poor sucking, droopy eyelids or floppiness',
          reason:
            'R/O: Infant botulism\nREASON: Botulism causes constipation followed by weakness and can stop breathing.',
        },
        {
          text: 'Newborn who has <b>not passed a stool</b> in the first 48 hours of life, or a baby <b>younger than 1 month</b> with constipation and vomiting or a swollen belly',
          reason:
            'R/O: Hirschsprung disease, meconium ileus, anorectal malformation\nREASON: Constipation from birth can be a bowel malformation.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Seems <b>unwell</b> with the constipation: pale, unusually sleepy, not interested in anything, or will not drink',
          reason:
            'R/O: Bowel obstruction, sepsis, dehydration, a cause other than constipation\nREASON: A constipated child who looks or acts unwell needs an examination now (Schmitt-Thompson, Constipation: call now if the child looks or acts very sick; University Hospitals Plymouth, Constipation: seek advice if the child becomes unwell).\nNOTE: A child who cannot be woken or is floppy is asked above.',
          advice: ['callback'],
        },
        {
          text: 'Belly pain or crying that has been <b>constant for 1 hour or more</b>',
          reason:
            'R/O: Appendicitis, intussusception, bowel obstruction, fecal impaction\nREASON: Constant pain for an hour is not explained by constipation until examined (Schmitt-Thompson, Constipation: call now for constant belly pain or crying for 1 hour or more). Severe pain is asked above.',
          advice: ['stuck-stool', 'callback'],
        },
        {
          text: '<b>Pain in the bottom or straining</b> that has gone on for 1 hour or more, or <b>crying with pain</b> while trying to pass a stool that will not come out despite home measures',
          reason:
            'R/O: Fecal impaction\nREASON: A stuck stool may need a suppository or enema (Schmitt-Thompson, Constipation: call now for constant rectal pain or straining for 1 hour or more).',
          advice: ['stuck-stool', 'diet', 'callback'],
        },
        {
          text: 'Vomited <b>3 or more times</b> in the last 2 hours',
          reason:
            'R/O: Bowel obstruction, a cause other than constipation, dehydration\nREASON: Repeated vomiting with constipation needs an examination now (Schmitt-Thompson, Constipation: call now for vomiting more than 3 times in 2 hours). Green vomit or a swollen, hard belly is asked above.',
          advice: ['callback'],
        },
        {
          text: 'Baby <b>younger than 2 months</b> with hard stools (not just straining with soft stools)',
          reason:
            'R/O: Hirschsprung disease, hypothyroidism, formula problem\nREASON: True constipation in a young baby needs an examination.',
          advice: ['baby', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Breastfed baby <b>younger than 1 month</b> (5 days or older) with fewer than 3 stools a day',
          reason:
            'R/O: Not getting enough breast milk, dehydration\nREASON: In the first month a breastfed baby who passes few stools may not be getting enough milk and needs weighing today (Schmitt-Thompson, Constipation: call now); Feeding Problems asks it at the same level.\nNOTE: After 1 month a breastfed baby with soft stools every few days is normal (asked below).',
          advice: ['baby', 'callback'],
        },
        {
          text: 'Belly pain that is <b>not relieved</b> after passing a stool, or vomiting with the constipation',
          reason:
            "R/O: Non-constipation cause of pain\nREASON: Pain that continues after a stool, or vomiting, needs an examination (Arnold Palmer Hospital for Children, Constipation: call the child's doctor for vomiting or belly pain that does not go away).",
          advice: ['diet', 'callback'],
        },
        {
          text: 'Constipation <b>and</b> any of these:<ul><li>a fever</li><li>a swollen or tight belly (no vomiting)</li></ul>',
          reason:
            'R/O: Urinary tract infection, appendicitis, Hirschsprung disease, bowel obstruction\nREASON: Fever or a swollen belly is not explained by constipation alone (Mayo Clinic, Constipation in children: see a doctor for constipation with fever or a swollen belly). A swollen belly with vomiting is asked above.',
          advice: ['diet', 'callback'],
        },
        {
          text: 'Red, moist tissue (part of the bowel) <b>comes out of the anus</b>, even if it goes back in',
          reason:
            'R/O: Rectal prolapse\nREASON: Rectal prolapse needs an examination (Mayo Clinic, Constipation in children: take the child to a doctor).\nNOTE: Tissue that stays out and turns dark or very painful goes higher on the triager’s judgment.',
          advice: ['stuck-stool', 'callback'],
        },
        {
          text: '<b>No stool for 7 days or more</b> (not a breastfed baby whose stools are soft)',
          reason:
            'R/O: Fecal impaction, chronic constipation\nREASON: Bowels not opened for a week need a treatment plan (University Hospitals Plymouth, Constipation parent advice: seek advice when the bowels have not opened for more than a week).',
          advice: ['diet', 'stuck-stool', 'callback'],
        },
        {
          text: '<b>No stool for 4 days or more</b> in a toilet-trained child, with belly pain that does not go away after sitting on the toilet, despite home care',
          reason: 'R/O: Fecal impaction\nREASON: A large stool mass needs a treatment plan.',
          advice: ['diet', 'stuck-stool', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Constipation <b>and</b> any of these:<ul><li>lasted <b>2 weeks or more</b>, or still constipated after changes in diet and drinks</li><li>stools hurt to pass most of the time</li><li>stool accidents (soiling, stains in the underwear) in a toilet-trained child</li><li>holds back stools</li><li>comes and goes with diarrhea</li><li>losing weight, or eating much less than usual</li><li>pain or soiling that keeps happening on constipation treatment</li></ul>',
          reason:
            'R/O: Chronic functional constipation, encopresis, a medical cause of constipation\nREASON: Chronic constipation needs a plan with stool softeners and toilet training (Mayo Clinic, Constipation in children: consult a doctor; South Yorkshire and Bassetlaw Healthier Together, Constipation: see the GP when diet changes have not worked, or when pain or soiling continue on treatment).',
          advice: ['diet', 'toilet', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Small <b>streaks of blood</b> on the stool or toilet paper after a hard stool (now stopped), or a crack in the skin at the anus',
          reason:
            'R/O: Anal fissure\nREASON: A small tear from a hard stool heals once stools are soft; a check can confirm.',
          advice: ['diet', 'fissure', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild constipation: hard or infrequent stools (even 4 to 6 days without one), with no belly pain or mild discomfort that comes and goes, and your child is eating and acting normally',
          reason: 'R/O: Functional constipation\nREASON: Most constipation improves with diet changes at home.',
          advice: ['diet', 'toilet', 'callback'],
        },
        {
          text: 'Baby who <b>grunts, strains or turns red</b> but passes <b>soft</b> stools, or a breastfed baby <b>1 month or older</b> with soft stools every few days',
          reason: 'R/O: Infant dyschezia, normal breastfed pattern\nREASON: These are normal and need no treatment.',
          advice: ['baby', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Treating Constipation',
      topics: [
        {
          key: 'diet',
          title: 'Diet and Fluids',
          nuggets: [
            'Give more water. Fruit juice (apple, pear or prune) helps soften stools: children 1 year or older can have up to 4 ounces (120 mL) a day.',
            'Offer fruits and vegetables with every meal (prunes, pears, peaches, beans, peas, broccoli) and whole-grain bread and cereal.',
            'Limit milk to 16 ounces (480 mL) a day for toddlers, and cut down on cheese, bananas, white rice and white bread.',
            'Physical activity helps the bowels move.',
          ],
        },
        {
          key: 'baby',
          title: 'Babies',
          nuggets: [
            'Babies 1 month or older with hard stools can be given 1 ounce (30 mL) of apple, pear or prune juice per month of age a day (up to 4 ounces or 120 mL).',
            'Babies 4 months or older who eat solids: offer pureed prunes, pears, peaches or peas.',
            'Do not give honey to a baby younger than 12 months (risk of botulism).',
            'Do not use suppositories, enemas or laxatives unless your provider tells you to.',
          ],
        },
        {
          key: 'toilet',
          title: 'Toilet Habits',
          nuggets: [
            'Have your child sit on the toilet for 5 minutes after each meal, with the feet resting on a stool.',
            'Praise sitting and trying; never punish stool accidents.',
            'If toilet training has become a battle, stop for a while and go back to diapers or pull-ups.',
          ],
        },
        {
          key: 'stuck-stool',
          title: 'Stool That Will Not Come Out',
          nuggets: [
            'Sit your child in warm water in the bath for 10 minutes to relax the anus.',
            'For a child 2 years or older, a glycerin suppository may help; ask your provider first for a younger child.',
          ],
        },
        {
          key: 'fissure',
          title: 'Small Tear Near the Anus',
          nuggets: [
            'Warm baths 2 times a day help healing.',
            'Put petroleum jelly on the anus before stools.',
            'Soft stools let the tear heal within a week or two.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Vomiting, especially green vomit, or a swollen belly',
            'Severe or constant belly pain',
            'A baby becomes weak, floppy or feeds poorly',
            'Constipation lasts 2 weeks or more despite these changes',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
