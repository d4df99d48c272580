import { takeEvents } from './sse-frames';

describe('takeEvents', () => {
  it('answers whole events and keeps the unfinished rest for the next chunk', () => {
    const first = takeEvents('retry: 5000\n\nevent: ready\ndata: {}\n\nevent: change\ndata: {"topics":["enq');
    expect(first.events).toEqual([{ event: 'ready', data: '{}' }]);
    const second = takeEvents(`${first.rest}uiries"]}\n\n: keep-alive\n\n`);
    expect(second.events).toEqual([{ event: 'change', data: '{"topics":["enquiries"]}' }]);
    expect(second.rest).toBe('');
  });

  it('reads CRLF line ends, unnamed events and data over several lines', () => {
    expect(takeEvents('data: a\r\ndata: b\r\n\r\n').events).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});
