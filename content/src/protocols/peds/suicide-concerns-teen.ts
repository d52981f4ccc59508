import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'suicide-concerns-teen',
  sourceProtocolId: 320,
  audience: 'peds',
  title: 'Suicide Concerns (Teen)',
  keywords: [
    'suicide',
    'suicidal',
    'suicde',
    'sucide',
    'suicide thoughts',
    'suicide attempt',
    'wants to die',
    'kill myself',
    'kill himself',
    'kill herself',
    'talks about dying',
    'self harm',
    'self-harm',
    'cutting',
    'overdose',
    'hopeless',
    'depressed teen',
    'want to die',
    'wanna die',
    'end my life',
    'suicidle',
    'self injury',
    'hurting myself',
    'cuts herself',
    'cuts himself',
  ],
  definition:
    '<p>A teen (or older child) who talks about, thinks about or has tried suicide or self-harm, or a caller who is worried that a teen may be suicidal. Includes self-injury such as cutting, and a teen who says they wish they were dead.</p>',
  background:
    '<p>Suicide is a leading cause of death in adolescents. Most young people who die by suicide have shown warning signs: talking about wanting to die or being a burden, hopelessness, withdrawal from friends and activities, giving away belongings, a sudden change in mood, or searching for ways to die. Risk is higher after a previous attempt, with depression or substance use, after a loss, breakup, bullying or abuse, and when firearms or large amounts of medicine are within reach.</p>' +
    '<p>Ask directly: “Are you thinking about killing yourself?” Asking about suicide does not put the idea in someone’s head. Complete the suicide-risk screening (C-SSRS) on every call: thoughts with a method, intent or plan, or any suicidal behavior in the past 3 months, mean high risk and need an emergency evaluation.</p>' +
    '<p>Suicidal crises are often brief, and many attempts happen within minutes of the decision. Removing access to firearms and locking up medicines (<b>means restriction</b>) saves lives. The <b>988 Suicide &amp; Crisis Lifeline</b> (call or text 988) gives free, confidential support 24 hours a day to teens and to worried parents.</p>',
  initialAssessment: [
    '1. SAFETY NOW: Is the teen safe right now? Where is the teen, and is a responsible adult with them?',
    '2. THOUGHTS: Has the teen said they wish they were dead, or talked about killing themselves? When?',
    '3. PLAN AND INTENT: Is there a plan (how, when, where)? Does the teen intend to act on it?',
    '4. ATTEMPT OR SELF-HARM: Has the teen tried to hurt themselves, taken pills, or cut themselves? When?',
    '5. MEANS: Are there firearms, medicines or other means in the home? Are they locked up?',
    '- Complete the C-SSRS screening with the teen or caller.',
    '6. MOOD: How has the teen’s mood been? Any sadness, hopelessness, withdrawal, or changes in sleep or eating?',
    '7. SUBSTANCES: Any alcohol or drug use, now or recently?',
    '8. STRESSES: Any recent loss, breakup, bullying, abuse, or trouble at school?',
    '9. SUPPORT: Is the teen seeing a counselor or doctor for mental health? Is there a current medicine?',
    '10. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  firstAid:
    '<ul><li>If the teen has taken pills or a substance, is injured, or cannot be kept safe: call 911 now.</li><li>Do not leave the teen alone.</li><li>If it is safe to do so, remove firearms, medicines, knives and cords from the teen’s reach.</li><li>For a bleeding cut, press firmly on it with a clean cloth.</li></ul>',
  references: [
    {
      title:
        'The Columbia–Suicide Severity Rating Scale: initial validity and internal consistency findings from three multisite studies with adolescents and adults',
      author: 'Posner K, Brown GK, Stanley B, et al.',
      source: 'Am J Psychiatry. 2011;168(12):1266-1277. https://doi.org/10.1176/appi.ajp.2011.10111704',
      pubMedId: '22193671',
    },
    {
      title: 'Suicide and Suicide Attempts in Adolescents (clinical report)',
      author: 'Shain B; American Academy of Pediatrics Committee on Adolescence',
      source: 'Pediatrics. 2016;138(1):e20161420. https://doi.org/10.1542/peds.2016-1420',
    },
    {
      title: '988 Suicide & Crisis Lifeline',
      author: '988 Suicide & Crisis Lifeline',
      source: 'Call or text 988, or chat at https://988lifeline.org',
    },
  ],
  useDifferentProtocolIf: [
    {
      protocol: 'poisoning-swallowed-object',
      text: 'A child swallowed a medicine or chemical by accident, with no self-harm intent',
    },
    { protocol: 'head-injury', text: 'A head injury from a fall or accident, with no self-harm or suicidal thoughts' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        {
          text: 'Sounds like a life-threatening emergency to the triager',
          reason:
            'REASON: Triager judgment. When the situation sounds life-threatening, emergency medical services are the fastest and safest route to care.',
          advice: ['stay-with', 'crisis-988'],
        },
        {
          text: '<b>Suicide attempt or overdose</b> now or in the past 24 hours: took pills or poison (more than the prescribed dose, or medicine not prescribed for them) or a lot of alcohol or drugs, has a serious injury or has lost a lot of blood, or tried hanging or strangling',
          reason:
            'R/O: Suicide attempt, overdose\nREASON: A suicide attempt or an overdose in the past day needs emergency medical care, whether or not the teen meant to die; symptoms of an overdose (acetaminophen above all) may be delayed while treatment works best early.\nNOTE: Stay on the line until help arrives.',
          advice: ['stay-with'],
        },
        {
          text: 'Has a <b>weapon</b> or is threatening to kill themselves or others <b>now</b>, or cannot be kept safe (or the teen says they cannot keep themselves safe)',
          reason:
            'R/O: Imminent risk of suicide or violence\nREASON: Imminent danger needs emergency services.\nNOTE: Tell the caller to get away from the weapon if it is not safe to stay.',
          advice: ['stay-with'],
        },
        {
          text: '<b>Hard to wake</b> or drowsy, very confused, or breathing slowly, after pills, alcohol, drugs or self-harm',
          reason:
            'R/O: Overdose, intoxication, blood loss\nREASON: A decreased level of consciousness after a possible ingestion or a self-inflicted injury is life-threatening.',
          smap: 'poisoning-swallowed-object',
        },
        {
          text: 'After self-harm or an overdose: <b>trouble breathing</b>, <b>extreme pain</b>, or signs of <b>shock</b> (pale, cold and clammy skin, fainting or nearly fainting)',
          reason:
            'R/O: Shock from blood loss, poisoning, internal injury\nREASON: Breathing trouble, extreme pain or shock after self-harm are signs of a life-threatening injury or poisoning.\nFIRST AID: Lay the teen down, press on any bleeding, and stay with them.',
          advice: ['stay-with'],
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Thoughts of suicide with a <b>plan or method</b>, or the <b>intent</b> to act on them',
          reason:
            'R/O: High suicide risk\nREASON: Suicidal thoughts with a method, plan or intent (C-SSRS) need an emergency mental health evaluation today.\nNOTE: If no adult can stay with the teen and drive safely to the emergency department, call 911.',
          advice: ['stay-with', 'means-safety', 'crisis-988'],
        },
        {
          text: 'Thoughts of suicide and can get to a <b>firearm</b>, or to pills or other dangerous items that cannot be locked up or removed right now',
          reason:
            'R/O: High suicide risk with access to lethal means\nREASON: Access to a firearm or other lethal means greatly increases the chance that an attempt is fatal.\nNOTE: If the teen cannot be kept away from a firearm, call 911.',
          advice: ['stay-with', 'means-safety', 'crisis-988'],
        },
        {
          text: '<b>Suicide attempt or preparation</b> in the past 3 months (getting pills or a weapon, writing a note, giving things away), not yet evaluated',
          reason:
            'R/O: High suicide risk\nREASON: Recent suicidal behavior is the strongest predictor of another attempt.',
          advice: ['stay-with', 'means-safety', 'crisis-988'],
        },
        {
          text: 'Self-inflicted <b>cut that is deep or gaping</b> (fat or muscle showing), bleeding that is hard to stop, or numbness, tingling or weakness beyond the cut',
          reason:
            'R/O: Laceration needing repair, nerve or tendon injury, suicidal self-injury\nREASON: The wound needs care (numbness or weakness beyond it means a cut nerve or tendon) and the teen needs a same-day risk assessment.\nFIRST AID: Press firmly on the cut with a clean cloth.',
          advice: ['stay-with', 'self-harm-care'],
        },
        {
          text: 'Self-inflicted <b>burn</b> that is blistered and larger than the teen’s own palm, a blistered burn on the face, hands, feet, genitals or over a joint, or a chemical burn',
          reason:
            'R/O: Deep or partial-thickness burn, suicidal self-injury\nREASON: Burns of this size or site need specialist wound care (as in the Burns protocol), and the teen needs a same-day risk assessment.\nFIRST AID: Cool the burn under cool running water for 20 minutes.',
          advice: ['stay-with', 'self-harm-care'],
        },
        {
          text: '<b>Hearing voices</b> telling them to hurt themselves, or very agitated, confused or out of touch with reality',
          reason:
            'R/O: Psychosis, intoxication, delirium\nREASON: Command hallucinations and severe agitation greatly increase the risk of harm.',
          advice: ['stay-with', 'means-safety'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Says they <b>wish they were dead</b>, has thoughts of suicide or of seriously harming themselves, or writes or draws about death, but <b>no plan or intent</b>, no recent attempt, no access to a firearm, and a safe adult can stay with them',
          reason:
            'R/O: Suicidal ideation without plan or intent\nREASON: The teen needs a same-day mental health assessment and a safety plan.\nNOTE: Discuss with the provider or crisis team per practice policy. Any plan, intent or doubt about safety: ED now.',
          advice: ['crisis-988', 'means-safety', 'stay-with', 'talk', 'safety-plan', 'callback'],
        },
        {
          text: 'Caller <b>suspects</b> the teen is thinking about suicide (talks about death or being a burden, has withdrawn, or has changed suddenly), and the teen has not been asked or will not say',
          reason:
            'R/O: Suicidal ideation not yet disclosed\nREASON: Warning signs without an answer from the teen need a same-day assessment by the teen’s provider.\nNOTE: Unknown is an answer: ask to speak with the teen now and complete the C-SSRS screening; any method, plan, intent, recent attempt or preparation (getting pills or a weapon, writing a note, giving things away) is the ED or 911 (asked above). If the teen cannot be kept safe, call 911.',
          advice: ['talk', 'stay-with', 'means-safety', 'crisis-988', 'callback'],
        },
        {
          text: '<b>Self-harm</b> (cutting, scratching or burning) with minor wounds and no thoughts of suicide',
          reason:
            'R/O: Non-suicidal self-injury, depression\nREASON: Self-harm is a strong risk factor for later suicide and needs a prompt assessment.',
          advice: ['self-harm-care', 'talk', 'crisis-988', 'means-safety', 'callback'],
        },
        {
          text: 'A self-harm wound or burn that looks <b>infected</b> (redness, swelling, warmth or pus)',
          reason:
            'R/O: Wound infection, cellulitis\nREASON: An infected wound may need antibiotics; the visit is also a chance to assess the self-harm.\nNOTE: Spreading redness with a fever, or red streaks, use the Wound Infection protocol.',
          advice: ['self-harm-care', 'talk', 'crisis-988', 'means-safety', 'callback'],
        },
        {
          text: 'Recently started or changed an <b>antidepressant</b> and is now more agitated, restless or having new dark thoughts',
          reason:
            'R/O: Medication-related agitation or suicidality\nREASON: Antidepressants can rarely increase suicidal thinking in young people, mostly in the first weeks; the prescriber must review now.',
          advice: ['crisis-988', 'means-safety', 'follow-up', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Sad, irritable or withdrawn for <b>2 weeks or more</b>, with no thoughts of suicide or self-harm',
          reason:
            'R/O: Depression, anxiety\nREASON: Ongoing low mood needs an assessment and a treatment plan before it worsens.',
          advice: ['talk', 'follow-up', 'crisis-988', 'means-safety', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Caller wants advice on how to <b>talk with a teen</b> about suicide, or how to help a friend, and there are no warning signs in this teen',
          reason:
            'REASON: Guidance, the 988 Lifeline and means safety advice help families act early.\nNOTE: If the friend is in danger, the friend’s family or 911 must be contacted.',
          advice: ['talk', 'crisis-988', 'means-safety', 'callback'],
        },
        {
          text: 'Mild, short-lived upset after a stressful event: the teen <b>denies any thoughts of suicide or self-harm</b> and feels better after talking',
          reason:
            'REASON: Short-lived distress without suicidal thoughts can be managed at home with support and a plan to call back.',
          advice: ['talk', 'crisis-988', 'follow-up', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Keeping Your Teen Safe',
      topics: [
        {
          key: 'crisis-988',
          title: '988 Suicide & Crisis Lifeline',
          nuggets: [
            'Call or text 988, or chat at 988lifeline.org, any time of the day or night. It is free and confidential.',
            'Teens can reach out themselves, and parents can call for advice about their teen.',
            'Save 988 in your phone and your teen’s phone.',
            'In immediate danger, call 911.',
          ],
        },
        {
          key: 'means-safety',
          title: 'Lock Up or Remove Dangerous Items',
          nuggets: [
            'The safest home has no firearms: store them outside the home (with a relative, or as local law allows) until the crisis has passed.',
            'If a firearm stays in the home, store it unloaded and locked, with the ammunition locked separately and the keys or codes kept from the teen.',
            'Lock up all medicines, including over-the-counter pain medicines; keep only small amounts at home.',
            'Remove or lock up alcohol, and sharp objects such as razor blades.',
            'Suicidal crises are often short: making the means hard to reach can save a life.',
          ],
        },
        {
          key: 'stay-with',
          title: 'Stay With Your Teen',
          nuggets: [
            'Do not leave your teen alone until help arrives or your teen has been seen.',
            'Take every threat of suicide seriously.',
            'Keep your phone with you and your teen within sight.',
          ],
        },
        {
          key: 'talk',
          title: 'Talking With Your Teen',
          nuggets: [
            'Ask directly: “Are you thinking about killing yourself?” Asking does not put the idea in their head.',
            'Listen calmly without judging, arguing or lecturing.',
            'Tell your teen you care and that help is available.',
            'Do not promise to keep suicidal thoughts a secret.',
          ],
        },
      ],
    },
    {
      title: 'Support and Follow-Up',
      topics: [
        {
          key: 'safety-plan',
          title: 'Make a Safety Plan',
          nuggets: [
            'Write down, together with your teen, the warning signs that a crisis may be starting.',
            'List things that help your teen cope, and people and places that help.',
            'List adults to call, the mental health provider’s number, and 988.',
            'Include the steps taken to make the home safe. Keep copies where your teen can find them.',
          ],
        },
        {
          key: 'self-harm-care',
          title: 'If Your Teen Self-Harms',
          nuggets: [
            'Stay calm. Clean small cuts with soap and water and cover them with a bandage.',
            'Watch for infection: spreading redness, swelling, pus or fever.',
            'Do not punish your teen; self-harm is a sign of distress and needs care.',
            'Remove razors and other sharp items from the home.',
          ],
        },
        {
          key: 'follow-up',
          title: 'Getting Help',
          nuggets: [
            'Keep every mental health appointment; ask your provider for a referral if your teen has none.',
            'Give any prescribed medicine yourself and keep the supply locked up.',
            'Let the school counselor know, so your teen has support at school.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Your teen talks about a plan or intends to act on suicidal thoughts (call 911 or 988 now)',
            'Your teen has taken pills, is injured, or cannot be kept safe (call 911)',
            'Your teen harms themselves again',
            'Your teen uses alcohol or drugs, or becomes more agitated or withdrawn',
            'You cannot keep your teen safe or remove dangerous items',
            'Your teen becomes worse or you are worried',
          ],
        },
      ],
    },
  ],
});
