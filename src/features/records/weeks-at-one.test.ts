import { beforeAll, describe, expect, it } from 'vitest';
import { topsHeldFromRawFiles } from './test-results-files';
import { topsOfLists, weeksAtOne, yearEndOnes } from './weeks-at-one';

const FEDERER = 103819;
const DJOKOVIC = 104925;
const SERENA = 200033;
const GRAF = 200414;

let atp: ReturnType<typeof topsOfLists>;
let wta: ReturnType<typeof topsOfLists>;
beforeAll(() => {
  atp = topsOfLists(topsHeldFromRawFiles('atp'), 'atp');
  wta = topsOfLists(topsHeldFromRawFiles('wta'), 'wta');
});

describe('weeks at No. 1 from every weekly list in the ranking files', () => {
  it('counts Federer 306 and Djokovic at least 420 (the data lacks the lists of Oct–Dec 2018)', () => {
    const { leaders, gaps } = weeksAtOne(atp, new Map());
    expect(leaders.find((l) => l.id === FEDERER)).toMatchObject({ weeks: 306, atLeast: false });
    expect(leaders[0]).toMatchObject({ id: DJOKOVIC, weeks: 420, atLeast: true });
    expect(gaps).toContainEqual({ from: '2018-10-01', to: '2018-12-24' });
  });

  it('counts Graf 377 and Serena Williams 319, as the WTA does', () => {
    const { leaders } = weeksAtOne(wta, new Map());
    expect(leaders[0]).toMatchObject({ id: GRAF, weeks: 377, atLeast: false });
    expect(leaders.find((l) => l.id === SERENA)).toMatchObject({ weeks: 319, atLeast: false });
  });

  it('names the year-end No. 1 from the last list held, and says when the year’s end is missing', () => {
    const { gaps } = weeksAtOne(atp, new Map());
    const ends = yearEndOnes(atp, new Map(), gaps);
    expect(ends.find((y) => y.year === 2009)).toMatchObject({ ids: [FEDERER], early: false });
    expect(ends.find((y) => y.year === 2017)).toMatchObject({ early: true });
  });
});
