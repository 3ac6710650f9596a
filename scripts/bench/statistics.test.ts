import { median, paired } from './statistics';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones, of the numbers measured', () => {
    expect(median([3, null, 1, 2])).toBe(2);
    expect(median([4, 1, undefined, 3, 2])).toBe(2.5);
    expect(median([null])).toBeNull();
  });
});

describe('paired', () => {
  it('compares the runs both sites measured, run by run', () => {
    expect(paired([30, 10, null, 50], [20, 40, 5, 45])).toEqual({ medianDifference: 5, notHigher: 1, runs: 3 });
  });

  it('counts a tie as no higher', () => {
    expect(paired([12, 14], [12, 20])).toEqual({ medianDifference: -3, notHigher: 2, runs: 2 });
  });

  it('has nothing to say without a run measured on both', () => {
    expect(paired([1, null], [null, 2])).toBeNull();
  });
});
