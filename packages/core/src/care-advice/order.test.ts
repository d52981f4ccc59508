import { describe, expect, it } from 'vitest';
import { makeTopic } from '../testing/factories.ts';
import { orderAdviceTopics } from './order.ts';

const rest = makeTopic({ id: 1, title: 'Rest' });
const callBack = makeTopic({ id: 2, title: 'Call Back If', isReasonsToCallBack: true });
const fluids = makeTopic({ id: 3, title: 'Fluids' });
const fever = makeTopic({ id: 4, title: 'Fever Medicine' });
const titles = (topics: ReturnType<typeof orderAdviceTopics>) => topics.map((t) => t.title);

describe('orderAdviceTopics', () => {
  it('puts reasons-to-call-back topics last and keeps content order otherwise', () => {
    const ordered = orderAdviceTopics([rest, callBack, fluids, fever], { isAfterHours: false, adviceOrder: [4, 3] });
    expect(titles(ordered)).toEqual(['Rest', 'Fluids', 'Fever Medicine', 'Call Back If']);
  });

  it("orders 'ah' topics by the advice order of the selected questions", () => {
    const ordered = orderAdviceTopics([rest, callBack, fluids, fever], {
      isAfterHours: true,
      adviceOrder: [4, 2, 'Fluids'],
    });
    expect(titles(ordered)).toEqual(['Fever Medicine', 'Fluids', 'Rest', 'Call Back If']);
  });

  it('does not reorder the array it was given', () => {
    const input = [callBack, rest];
    orderAdviceTopics(input, { isAfterHours: false, adviceOrder: [] });
    expect(titles(input)).toEqual(['Call Back If', 'Rest']);
  });
});
