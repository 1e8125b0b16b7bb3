import { describe, expect, it } from 'vitest';
import { FAKE_PNG, GIF, ICO, JPEG, PDF, PNG, SVG } from '../../testing/files.ts';
import { detectMime } from '../detect-mime.ts';

describe('detectMime', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['GIF', GIF, 'image/gif'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['ICO', ICO, 'image/x-icon'],
    ['PDF', PDF, 'application/pdf'],
    ['SVG with an XML prolog', SVG, 'image/svg+xml'],
    ['SVG without a prolog', Buffer.from('  <svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/svg+xml'],
    ['SVG after a comment and doctype', Buffer.from('<!-- x --><!DOCTYPE svg><svg></svg>'), 'image/svg+xml'],
    ['JSON', Buffer.from('{"a": [1, 2]}'), 'application/json'],
    ['CSV', Buffer.from('name,age\nАнна,30\nИван,40\n'), 'text/csv'],
  ])('recognises %s from its bytes', async (_name, data, mime) => {
    expect(await detectMime(data)).toBe(mime);
  });

  it.each([
    ['HTML', FAKE_PNG],
    ['HTML that mentions svg later', Buffer.from('<html><body><svg></svg></body></html>')],
    ['plain text', Buffer.from('просто текст')],
    ['nothing', Buffer.alloc(0)],
    ['random binary', Buffer.from([0, 1, 2, 3, 4, 5, 0, 0, 9])],
  ])('does not recognise %s', async (_name, data) => {
    expect(await detectMime(data)).toBeNull();
  });
});
