/**
 * The global dispositions list (spec section 7, GET /api/dispositions) and the mapping from the
 * authoring format's urgency tiers to a disposition of each content-set group.
 *
 * Levels: 1 = emergency (red), 2 = be seen soon (yellow), 3 = home care / routine (green).
 * Within a level a higher rank is more acute. Every disposition is offered in the Override
 * Disposition dialog (`useAsOverride: true`); those that no tier maps to are override-only.
 * Scripts use the spec's light markdown: `**Heading**` lines, `* ` bullets, `*italic lines*`.
 */
import type { Disposition } from '@triage/contracts';
import type { ContentSetGroup } from './content-sets.ts';
import type { Tier } from './source/define-protocol.ts';

/** @internal */
export const DISPOSITION_IDS = {
  call911Now: 1,
  goToEdNow: 2,
  seeInOfficeNow: 3,
  goToUrgentCareNow: 4,
  seeTodayInOffice: 5,
  seeWithin24Hours: 6,
  seeWithin3DaysInOffice: 7,
  callOfficeDuringOfficeHours: 8,
  homeCare: 9,
  discussWithProvider: 10,
  callPoisonControlNow: 11,
  seeWithin2WeeksInOffice: 12,
} as const;

type GlobalDisposition = Disposition & { useAsOverride: boolean; script: string };

function disposition(
  id: number,
  dispositionLevelId: 1 | 2 | 3,
  rank: number,
  title: string,
  scriptLines: string[],
): GlobalDisposition {
  return {
    id,
    dispositionLevelId,
    rank,
    title,
    locationId: null,
    parentDispositionId: null,
    useAsOverride: true,
    script: scriptLines.join('\n'),
    stccLevel: null,
    selected: null,
    questions: [],
  };
}

const CALL_911_IF_WORSE =
  '* Call 911 if breathing becomes hard, the patient faints, becomes confused or is hard to wake.';

/** The global list, most acute first. */
export const DISPOSITIONS: readonly GlobalDisposition[] = [
  disposition(DISPOSITION_IDS.call911Now, 1, 20, 'Call 911 Now', [
    '**Call 911 Now**',
    '* Hang up and call 911 now. If you cannot, stay on the line and I will call 911 for you.',
    '* Do not drive the patient to the hospital and do not let the patient drive.',
    '* Unlock the front door, turn on an outside light and put pets away.',
    '* Do not give anything to eat or drink.',
    "* Have the patient's medicines or medication list ready for the paramedics.",
    '',
    '*If the patient stops breathing or does not respond, start CPR if you know how; the 911 dispatcher will coach you.*',
  ]),
  disposition(DISPOSITION_IDS.goToEdNow, 1, 10, 'Go to ED Now', [
    '**Go to the Emergency Department Now**',
    '* Go to the nearest emergency department now. Do not wait to see if it gets better.',
    '* Have another adult drive. Do not drive if you are the one who is unwell.',
    "* Bring the patient's medicines or medication list and, for a child, a comfort item.",
    '* Do not eat a meal before being seen: some treatments need an empty stomach.',
    '* Call 911 instead if symptoms get worse on the way.',
    '',
    '*Tell the emergency department the patient is coming if that is your practice policy.*',
  ]),
  disposition(DISPOSITION_IDS.callPoisonControlNow, 1, 5, 'Call Poison Control Now', [
    '**Call Poison Control Now**',
    '* Call Poison Control now at 1-800-222-1222 (US). It is free, confidential and open day and night.',
    '* Have the container or label of what was swallowed or touched in your hand when you call.',
    '* Do not make the patient vomit and do not give anything to drink unless Poison Control tells you to.',
    '* Call 911 instead if the patient has trouble breathing, has a seizure, or is hard to wake.',
  ]),
  disposition(DISPOSITION_IDS.discussWithProvider, 2, 50, 'Discuss With Provider', [
    '**Discuss With Provider**',
    '* I will discuss this with the provider and call you back.',
    '* Make sure we have a phone number that reaches you, and keep that phone free.',
    '* If you have not heard from us in 30 minutes, call us back.',
    CALL_911_IF_WORSE,
  ]),
  disposition(DISPOSITION_IDS.seeInOfficeNow, 2, 40, 'See in Office Now', [
    '**See in Office Now**',
    '* The patient needs to be seen in the office now, within the next 1 to 2 hours.',
    '* Come straight in; bring the medicines or medication list and the insurance card.',
    '* If the office cannot see the patient in time, go to urgent care or the emergency department.',
    CALL_911_IF_WORSE,
  ]),
  disposition(DISPOSITION_IDS.goToUrgentCareNow, 2, 40, 'Go to Urgent Care Now', [
    '**Go to Urgent Care Now**',
    '* The patient needs to be seen within the next few hours. Go to an urgent care center now.',
    '* For a child, choose an urgent care center that sees children.',
    '* If no urgent care center is open, go to the emergency department.',
    CALL_911_IF_WORSE,
  ]),
  disposition(DISPOSITION_IDS.seeTodayInOffice, 2, 30, 'See Today in Office', [
    '**See Today in Office**',
    '* The patient needs to be seen in the office today. We will schedule a same-day appointment.',
    '* Until then, follow the care advice I gave you.',
    '* Call back if the patient gets worse before the appointment.',
  ]),
  disposition(DISPOSITION_IDS.seeWithin24Hours, 2, 30, 'See Within 24 Hours', [
    '**See Within 24 Hours**',
    '* The patient needs to be seen within the next 24 hours.',
    '* Call the office when it opens to get an appointment. If the office is closed tomorrow, go to urgent care.',
    '* Until then, follow the care advice I gave you.',
    '* Call back if the patient gets worse before being seen.',
  ]),
  disposition(DISPOSITION_IDS.seeWithin3DaysInOffice, 2, 20, 'See Within 3 Days in Office', [
    '**See Within 3 Days in Office**',
    '* The patient should be seen in the office within the next 3 days. We will schedule an appointment.',
    '* Until then, follow the care advice I gave you.',
    '* Call back if the patient gets worse or you are worried.',
  ]),
  disposition(DISPOSITION_IDS.callOfficeDuringOfficeHours, 3, 20, 'Call Office During Office Hours', [
    '**Call Office During Office Hours**',
    '* This can safely wait until the office is open.',
    '* Call the office during office hours for an appointment in the next few days.',
    '* Until then, follow the care advice I gave you.',
    '* Call back now if the patient gets worse or you are worried.',
  ]),
  disposition(DISPOSITION_IDS.seeWithin2WeeksInOffice, 3, 15, 'See Within 2 Weeks in Office', [
    '**See Within 2 Weeks in Office**',
    '* This needs a routine office visit within the next 2 weeks. Call the office to schedule it.',
    '* Until then, follow the care advice I gave you.',
    '* Call back if new symptoms appear or the patient gets worse.',
  ]),
  disposition(DISPOSITION_IDS.homeCare, 3, 10, 'Home Care', [
    '**Home Care**',
    '* This can be treated safely at home. Follow the care advice I gave you.',
    '* Call back if any of the reasons to call back happen, or if you are worried.',
    '',
    '*Read back the reasons to call back and ask the caller to repeat them.*',
  ]),
];

/** Each tier's disposition in each group. Dispositions not listed here are override-only. */
export const TIER_DISPOSITIONS: Readonly<Record<ContentSetGroup, Readonly<Record<Tier, number>>>> = {
  oh: {
    'call-911': DISPOSITION_IDS.call911Now,
    'ed-now': DISPOSITION_IDS.goToEdNow,
    'see-now': DISPOSITION_IDS.seeInOfficeNow,
    'see-today': DISPOSITION_IDS.seeTodayInOffice,
    'see-3-days': DISPOSITION_IDS.seeWithin3DaysInOffice,
    'home-care': DISPOSITION_IDS.homeCare,
  },
  ah: {
    'call-911': DISPOSITION_IDS.call911Now,
    'ed-now': DISPOSITION_IDS.goToEdNow,
    'see-now': DISPOSITION_IDS.goToUrgentCareNow,
    'see-today': DISPOSITION_IDS.seeWithin24Hours,
    'see-3-days': DISPOSITION_IDS.callOfficeDuringOfficeHours,
    'home-care': DISPOSITION_IDS.homeCare,
  },
};
