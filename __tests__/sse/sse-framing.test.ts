import { describe, expect, it } from 'vitest';
import { formatSseData, formatSseEvent } from '../../src/sse/sse-framing.js';

describe('formatSseData', () => {
  it('frames a payload as one data line and a blank line', () => {
    expect(formatSseData('[DONE]')).toBe('data: [DONE]\n\n');
  });

  it('splits a multi-line payload into several data lines', () => {
    expect(formatSseData('a\nb\r\nc')).toBe('data: a\ndata: b\ndata: c\n\n');
  });

  it('frames an empty payload as one empty data line, so that it is still an event', () => {
    expect(formatSseData('')).toBe('data: \n\n');
  });
});

describe('formatSseEvent', () => {
  it('frames a named event', () => {
    expect(formatSseEvent({ event: 'response.done', data: '{}' })).toBe(
      'event: response.done\ndata: {}\n\n',
    );
  });

  it('frames an unnamed event as data alone', () => {
    expect(formatSseEvent({ data: '{}' })).toBe('data: {}\n\n');
  });
});
