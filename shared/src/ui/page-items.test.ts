import { pageItems } from './page-items';

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(0, 1)).toEqual([0]);
    expect(pageItems(2, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('hides the far pages behind ellipses, keeping first, last and neighbours', () => {
    expect(pageItems(0, 20)).toEqual([0, 1, 2, 3, 4, 'ellipsis-end', 19]);
    expect(pageItems(10, 20)).toEqual([0, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 19]);
    expect(pageItems(19, 20)).toEqual([0, 'ellipsis-start', 15, 16, 17, 18, 19]);
  });

  it('never hides a single page behind an ellipsis', () => {
    expect(pageItems(3, 20)).toEqual([0, 1, 2, 3, 4, 'ellipsis-end', 19]);
    expect(pageItems(16, 20)).toEqual([0, 'ellipsis-start', 15, 16, 17, 18, 19]);
  });
});
