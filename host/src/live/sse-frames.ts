/** One server-sent event: its name (`message` when none) and data. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Splits a growing text of server-sent events into whole events; answers them and the unfinished
 * rest, to be kept until more text arrives. Comment lines (heartbeats) and `retry:` are skipped.
 */
export function takeEvents(text: string): { events: SseEvent[]; rest: string } {
  const events: SseEvent[] = [];
  const normalised = text.replace(/\r\n?/g, '\n');
  const frames = normalised.split('\n\n');
  const rest = frames.pop() ?? '';
  for (const frame of frames) {
    let event = 'message';
    const data: string[] = [];
    for (const line of frame.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}
