import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'depression-suicide-concerns',
  sourceProtocolId: 209,
  audience: 'adult',
  title: 'Depression and Suicide Concerns',
  keywords: [
    'mania',
    'manic',
    'hypomania',
    'bipolar',
    'no sleep racing thoughts',
    'depression',
    'depressed',
    'depresion',
    'suicidal',
    'suicide',
    'suicidle',
    'thoughts of suicide',
    'wants to die',
    'want to die',
    'kill myself',
    'no reason to live',
    'self harm',
    'hurting myself',
    'hopeless',
    'feeling down',
    'low mood',
    'sad all the time',
    'mental health crisis',
    'suicidal thoughts',
    'sucide',
    'suiside',
    'self-harm',
    'cutting myself',
    'overdose',
    'end my life',
    'dont want to live',
    'depresed',
  ],
  definition:
    'Feeling sad, empty, hopeless or down, losing interest in things, or having thoughts of death, suicide or self-harm, in an adult. Use when the caller is the person or someone worried about them.',
  background:
    '<p>Depression is common and treatable. Symptoms include low mood, loss of interest or pleasure, changes in sleep and appetite, tiredness, trouble concentrating, feelings of worthlessness or guilt, and thoughts of death or suicide. Counseling, medicine, or both help most people.</p>' +
    '<p>Asking directly about suicide does not put the idea in someone\'s head; it opens the door to help. Ask in plain words: "Are you thinking about killing yourself?" The risk is highest when a person has thoughts of suicide with intent or a plan, has made an attempt or prepared for one recently, or has access to lethal means such as a firearm or a stock of medicines. Other risk factors include a past attempt, alcohol or drug use, a recent loss or crisis, chronic pain or illness, and being isolated. Warning signs include talking about wanting to die or being a burden, searching for ways to die, giving away possessions, saying goodbye, and withdrawing from others.</p>' +
    "<p>Suicidal crises are often brief, so putting time and distance between a person and lethal means saves lives. Every caller with thoughts of suicide should get the 988 Suicide and Crisis Lifeline number (call or text 988), advice on making the home safer, and help with a safety plan. Use respectful, non-judgmental language, and thank the caller for reaching out. The structured suicide-risk screening questions in this app (Columbia scale) support, but do not replace, the nurse's judgment.</p>",
  initialAssessment: `1. CONCERN: What is happening? Who is calling: the person, or someone worried about them?
2. WISH TO BE DEAD: "Have you wished you were dead, or wished you could go to sleep and not wake up?"
3. THOUGHTS OF SUICIDE: "Have you had thoughts of killing yourself?" When did you last have these thoughts?
4. PLAN AND INTENT: "Have you thought about how you might do it?" "Do you intend to act on these thoughts?" "Have you worked out the details?"
5. ACTIONS: "Have you ever done anything, started to do anything, or prepared to do anything to end your life?" (e.g., collected pills, got a gun, wrote a note) When?
6. MEANS: Is there a firearm in the home? A supply of medicines? Can they be removed or locked away?
7. SAFETY NOW: Where are you now? Is anyone with you? Have you been drinking alcohol or using drugs today?
8. DEPRESSION: How long have you felt this way? Are you able to eat, sleep, work and look after yourself?
9. SUPPORT AND CARE: Do you have a counselor, psychiatrist or doctor? Are you taking any medicines for mood? Any recent changes?
10. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  firstAid:
    '<p><b>If the person is in immediate danger or has harmed themself:</b> Call 911. Stay on the line with the caller while help is sent. Do not leave the person alone.</p>' +
    "<p>If it is safe to do so, remove firearms, medicines, knives, ropes and car keys from the person's reach. Do not put yourself in danger.</p>" +
    '<p>If an overdose is possible, keep the pill bottles to give to EMS.</p>',
  references: [
    {
      title:
        'The Columbia-Suicide Severity Rating Scale: initial validity and internal consistency findings from three multisite studies with adolescents and adults',
      author: 'Posner K, Brown GK, Stanley B, et al.',
      source:
        'American Journal of Psychiatry. 2011;168(12):1266-1277. https://psychiatryonline.org/doi/full/10.1176/appi.ajp.2011.10111704',
    },
    {
      title: 'Safety Planning Intervention: a brief intervention to mitigate suicide risk',
      author: 'Stanley B, Brown GK',
      source: 'Cognitive and Behavioral Practice. 2012;19:256-264',
    },
    {
      title: '988 Suicide and Crisis Lifeline',
      author: 'Substance Abuse and Mental Health Services Administration',
      source: 'Call or text 988, or chat online. https://988lifeline.org',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'poisoning-overdose', text: 'An overdose or poison has already been taken.' },
    {
      protocol: 'confusion-delirium',
      text: 'The main concern is sudden confusion, not making sense, or seeing things, with a possible medical cause.',
    },
    { protocol: 'headache', text: 'Headache is the main symptom and there are no mood concerns.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        {
          text: 'Sounds like a life-threatening emergency to the triager',
          reason:
            'REASON: Triager judgment. Anything that sounds life-threatening needs EMS, even if no specific question fits.\nNOTE: Keep the caller on the line while 911 is called.',
          advice: ['immediate-safety'],
        },
        {
          text: '<b>Suicide attempt or self-harm now</b> or in the past few hours (e.g., took an overdose, serious cut, hanging attempt)',
          reason:
            'R/O: life-threatening injury or poisoning\nNOTE: Overdoses may look mild at first; acetaminophen and some other medicines cause delayed harm.\nFIRST AID: Keep the pill bottles for EMS. Do not leave the person alone.',
          advice: ['immediate-safety'],
        },
        {
          text: 'Intends to act on thoughts of suicide <b>now</b>, or has a plan <b>and</b> the means at hand (e.g., a gun, pills, rope)',
          reason:
            'R/O: imminent risk of suicide\nNOTE: Stay on the line. Ask the caller to move away from the means, or ask another person present to remove them if safe.',
          advice: ['immediate-safety', 'crisis-lifeline'],
        },
        {
          text: 'Threatening to harm someone else, or out of control with a weapon',
          reason: 'R/O: risk of violence to others\nNOTE: Advise others to get to a safe place.',
          advice: ['immediate-safety'],
        },
        {
          text: 'Very drowsy, confused or hard to wake after alcohol, drugs or medicines',
          reason: 'R/O: overdose, intoxication with respiratory depression',
          advice: ['immediate-safety'],
          smap: 'confusion-delirium',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Signs of <b>mania</b> (little or no sleep, racing thoughts, very fast speech, reckless spending or risky acts) <b>and</b> putting themself or others in danger (driving dangerously, fights, cannot be kept safe)',
          reason: 'R/O: mania with risk to self or others\nREASON: Needs an emergency psychiatric assessment.',
          advice: ['call-back'],
        },
        {
          text: 'Thoughts of killing themself <b>with a plan or intent</b>, or feels unable to keep themself safe, and not about to act this minute',
          reason:
            'R/O: high risk of suicide\nNOTE: A responsible adult must stay with the person and take them to the emergency department now. If no one can, or the person will not go, call 911.',
          advice: ['immediate-safety', 'crisis-lifeline', 'means-safety'],
        },
        {
          text: 'Has made a suicide attempt, or prepared for one (e.g., collected pills, got a weapon, wrote a note), in the <b>past 3 months</b>',
          reason:
            'R/O: high risk of suicide\nREASON: Recent suicidal behavior is the strongest predictor of a further attempt.',
          advice: ['immediate-safety', 'crisis-lifeline', 'means-safety'],
        },
        {
          text: 'Thoughts of killing themself <b>and</b> access to a firearm that cannot be removed from the home or locked away by someone else now',
          reason: 'R/O: high risk of suicide with highly lethal means',
          advice: ['immediate-safety', 'crisis-lifeline', 'means-safety'],
        },
        {
          text: 'Hearing voices telling them to harm themself or others, or seeing or hearing things that are not there, or very fearful that others want to harm them',
          reason: 'R/O: psychosis, severe depression with psychotic features, mania',
          advice: ['immediate-safety', 'crisis-lifeline'],
        },
        {
          text: 'Thoughts of suicide while drunk or high, or heavy alcohol or drug use today',
          reason: 'R/O: increased risk of acting on suicidal thoughts (impulsivity, lowered inhibition)',
          advice: ['immediate-safety', 'crisis-lifeline', 'means-safety'],
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Signs of <b>mania</b>: little or no sleep for 2 nights or more with racing thoughts, very fast speech, big plans or reckless spending, without danger to themself or others',
          reason:
            'R/O: mania or hypomania (bipolar disorder, or started by an antidepressant or steroid)\nREASON: Needs a same-day assessment by the provider or a crisis team; an antidepressant may need stopping.',
          advice: ['call-back'],
        },
        {
          text: 'Thoughts of killing themself, but <b>no plan and no intent</b>, and able to keep safe with support',
          reason:
            'R/O: moderate risk of suicide\nNOTE: Needs a same-day mental health assessment. Agree on a safety plan and who will stay with the person until seen.',
          advice: ['crisis-lifeline', 'means-safety', 'safety-plan', 'stay-connected', 'call-back'],
        },
        {
          text: 'Not able to look after themself (e.g., not eating or drinking, not getting out of bed, not taking essential medicines)',
          reason: 'R/O: severe depression, catatonia, medical illness',
          advice: ['crisis-lifeline', 'stay-connected', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Wishes they were dead, or could go to sleep and not wake up, but <b>no thoughts of killing themself</b>',
          reason:
            'R/O: passive suicidal ideation in depression\nNOTE: Give 988 and means-safety advice, and ask about thoughts of suicide again at the end of the call.',
          advice: ['crisis-lifeline', 'means-safety', 'safety-plan', 'stay-connected', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: '<b>Self-harm</b> (e.g., cutting, burning or hitting themself) in the past 2 weeks, or urges to self-harm, with no thoughts of killing themself and no injury that needs care now',
          reason:
            'R/O: self-harm in depression, distress or another mental health condition\nREASON: A person who is self-harming needs help and support soon, and self-harm raises the risk of suicide.\nNOTE: A wound or an overdose is asked above (self-harm now or in the past few hours). Ask about thoughts of suicide again at the end of the call; give 988 and means-safety advice.',
          advice: ['crisis-lifeline', 'means-safety', 'safety-plan', 'stay-connected', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Started or changed an antidepressant in the past 2 months <b>and</b> now feels more agitated, restless, anxious or unable to sleep',
          reason:
            'R/O: medicine side effect (activation, akathisia), mixed or manic state\nNOTE: Risk of new suicidal thoughts with antidepressants is highest in young adults younger than 25 years in the first weeks of treatment.',
          advice: ['crisis-lifeline', 'treatment', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Depression that is severe or getting worse (e.g., unable to work or function), or a recent major loss or crisis they feel unable to cope with',
          reason: 'R/O: major depressive episode, adjustment disorder with high distress',
          advice: ['crisis-lifeline', 'safety-plan', 'stay-connected', 'daily-routine', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Feeling down, hopeless, or losing interest in things <b>most days for 2 weeks or more</b>, with no thoughts of suicide',
          reason: 'R/O: major depressive disorder; also screen for thyroid disease, medicines and alcohol use',
          advice: ['crisis-lifeline', 'stay-connected', 'daily-routine', 'treatment', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Wants help with depression, anxiety or stress (counseling or medicine), with no thoughts of suicide',
          reason: 'REASON: Timely treatment improves recovery.',
          advice: ['crisis-lifeline', 'stay-connected', 'daily-routine', 'treatment', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild low mood or stress for less than 2 weeks, with <b>no thoughts of suicide or self-harm</b>',
          reason: 'REASON: Likely a normal reaction to stress. Self-care, support, and call back if worse.',
          advice: ['crisis-lifeline', 'stay-connected', 'daily-routine', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Crisis and Safety',
      topics: [
        {
          key: 'immediate-safety',
          title: 'Until Help Arrives',
          nuggets: [
            'Stay with the person. Do not leave them alone, even to use the bathroom.',
            'If it is safe to do so, remove firearms, medicines, knives, ropes and car keys from their reach. Do not put yourself in danger.',
            'Speak calmly, listen without judging, and let them know help is coming.',
            'If the person leaves or you feel unsafe, call 911.',
          ],
        },
        {
          key: 'crisis-lifeline',
          title: '988 Suicide and Crisis Lifeline',
          nuggets: [
            'If you have thoughts of suicide or are in emotional distress, call or text 988 any time, day or night, or chat at 988lifeline.org.',
            'It is free and confidential, and you will talk with a trained crisis counselor.',
            'Veterans and service members can press 1 after dialing 988 to reach the Veterans Crisis Line.',
            'You can also call 988 if you are worried about someone else.',
            'If you are in immediate danger, call 911.',
          ],
        },
        {
          key: 'means-safety',
          title: 'Make the Home Safer',
          nuggets: [
            'Suicidal crises often pass. Putting time and distance between a person and lethal means saves lives.',
            'Firearms: the safest option is to store them outside the home with a trusted person. Otherwise, lock them unloaded, lock the ammunition separately, and have someone else keep the keys or combination.',
            'Medicines: lock them up, keep only small amounts at home, and safely dispose of medicines you no longer need.',
            'Limit alcohol at home, and put away other items the person has thought of using.',
          ],
        },
        {
          key: 'safety-plan',
          title: 'Safety Plan',
          nuggets: [
            'Write down, with your counselor or a trusted person, a plan to use when thoughts of suicide come.',
            'List your warning signs (thoughts, feelings or situations that come before a crisis).',
            'List things you can do on your own to cope (e.g., go for a walk, listen to music, take a shower), and people and places that help take your mind off things.',
            'List people you can ask for help, your counselor or doctor, and the 988 Lifeline.',
            'Include the steps to keep your surroundings safe, and keep the plan where you can find it quickly (e.g., on your phone).',
          ],
        },
      ],
    },
    {
      title: 'Self-Care and Treatment',
      topics: [
        {
          key: 'stay-connected',
          title: 'Stay Connected',
          nuggets: [
            'Tell someone you trust how you are feeling; you do not have to go through this alone.',
            'Spend time with supportive people, even briefly, every day.',
            'Ask someone to check on you regularly.',
          ],
        },
        {
          key: 'daily-routine',
          title: 'Daily Routine',
          nuggets: [
            'Keep regular times for sleeping, waking and meals.',
            'Get some physical activity and daylight every day, even a short walk.',
            'Set small, manageable goals and notice what you have done.',
            'Avoid alcohol and recreational drugs; they worsen depression and increase risk.',
          ],
        },
        {
          key: 'treatment',
          title: 'Treatment and Medicines',
          nuggets: [
            'Depression is a common health condition, and counseling, medicine, or both help most people.',
            'Antidepressants usually take 2 to 6 weeks to work. Take them as prescribed.',
            'Do not stop an antidepressant suddenly; talk to your doctor first.',
            'Tell your doctor about side effects, especially feeling agitated or restless, or new thoughts of suicide.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'You have thoughts of suicide, or they get stronger, or you start to make a plan: call or text 988 now, or call 911 if you are in danger.',
            'You feel you cannot keep yourself safe. Call 911.',
            'You feel more agitated or restless after starting or changing a medicine.',
            'You are not able to eat, sleep or look after yourself.',
            'You think you need to be seen, or you feel worse.',
          ],
        },
      ],
    },
  ],
});
