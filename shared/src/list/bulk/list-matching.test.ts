import type { ListPage } from '../use-list-page';
import { listMatching } from './list-matching';

interface Answer {
  people: { id: string }[];
  count: number;
  limit?: number;
}

function fakeList(data: Answer | undefined, loadPage: jest.Mock) {
  return { query: { data } as ListPage<unknown, Answer>['query'], loadPage };
}

describe('listMatching', () => {
  it('takes the rows on screen and the total from the list answer, and reads further pages through loadPage', async () => {
    const loadPage = jest.fn().mockResolvedValue({ people: [{ id: 'c' }], count: 3, limit: 100 });
    const matching = listMatching(
      fakeList({ people: [{ id: 'a' }, { id: 'b' }], count: 3 }, loadPage),
      (answer) => answer.people,
      (row) => row.id,
    );
    expect(matching.rows).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(matching.total).toBe(3);
    expect(matching.rowId({ id: 'x' })).toBe('x');
    await expect(matching.load(2, 100)).resolves.toEqual({ rows: [{ id: 'c' }], count: 3, limit: 100 });
    expect(loadPage).toHaveBeenCalledWith(2, 100);
  });

  it('has no rows and a total of 0 before the list has answered', () => {
    const matching = listMatching(
      fakeList(undefined, jest.fn()),
      (answer: Answer) => answer.people,
      (row) => row.id,
    );
    expect(matching.rows).toEqual([]);
    expect(matching.total).toBe(0);
  });
});
