import { describe, expect, it } from 'vitest';

import { describeMimes, fileTypeGroups, mimeListToExtensions } from '../file-types.ts';

describe('mimeListToExtensions', () => {
  it.each([
    ['images', ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif', 'image/svg+xml', 'image/x-icon', 'image/tiff', 'image/bmp'], '.jpg,.jpeg,.png,.gif,.webp,.avif,.svg,.ico,.tif,.tiff,.bmp'],
    [
      'spreadsheets',
      [
        'application/vnd.ms-excel',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'application/vnd.ms-excel.sheet.macroEnabled.12',
        'application/vnd.oasis.opendocument.spreadsheet',
        'text/csv',
      ],
      '.xls,.xlsx,.xlsm,.ods,.csv',
    ],
    ['pdf', ['application/pdf'], '.pdf'],
    [
      'archives',
      ['application/zip', 'application/x-tar', 'application/gzip', 'application/x-7z-compressed', 'application/vnd.rar', 'application/x-bzip2', 'application/x-xz'],
      '.zip,.tar,.gz,.7z,.rar,.bz2,.xz',
    ],
    ['json', ['application/json'], '.json'],
    ['presentations', ['application/vnd.ms-powerpoint', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'], '.ppt,.pptx'],
  ])('maps the %s of SPEC §3', (_group, mimes, expected) => {
    expect(mimeListToExtensions(mimes)).toBe(expected);
  });

  it('covers every extension the spec lists', () => {
    const all = mimeListToExtensions(Object.values(fileTypeGroups).flatMap((group) => Object.keys(group))).split(',');
    for (const ext of ['jpeg', 'png', 'gif', 'webp', 'avif', 'svg', 'ico', 'tiff', 'bmp', 'xls', 'xlsx', 'xlsm', 'ods', 'csv', 'pdf', 'zip', 'tar', 'gz', '7z', 'rar', 'bz2', 'xz', 'json', 'ppt', 'pptx']) {
      expect(all).toContain(`.${ext}`);
    }
  });

  it('ignores unknown types', () => {
    expect(mimeListToExtensions(['application/x-unknown', 'image/png', 'text/plain', 'nonsense'])).toBe('.png');
  });

  it('returns an empty string when no type is known', () => {
    expect(mimeListToExtensions(['application/x-unknown'])).toBe('');
    expect(mimeListToExtensions([])).toBe('');
    expect(mimeListToExtensions('')).toBe('');
  });

  it('drops duplicate extensions, keeping the first occurrence', () => {
    expect(mimeListToExtensions(['image/png', 'application/zip', 'image/png', 'application/x-zip-compressed'])).toBe('.png,.zip');
    expect(mimeListToExtensions(['image/x-icon', 'image/vnd.microsoft.icon'])).toBe('.ico');
  });

  it('accepts a comma-separated string as well as an array', () => {
    expect(mimeListToExtensions('image/png, application/pdf,application/json')).toBe('.png,.pdf,.json');
    expect(mimeListToExtensions('image/png, application/pdf,application/json')).toBe(
      mimeListToExtensions(['image/png', 'application/pdf', 'application/json']),
    );
  });

  it('ignores case, surrounding spaces and MIME parameters', () => {
    expect(mimeListToExtensions(['  IMAGE/PNG ', 'text/csv; charset=utf-8'])).toBe('.png,.csv');
  });

  it('expands a wildcard to the known types of that kind', () => {
    expect(mimeListToExtensions('image/*').split(',')).toEqual(expect.arrayContaining(['.jpg', '.png', '.svg', '.bmp']));
    expect(mimeListToExtensions('image/*')).not.toContain('.pdf');
  });
});

describe('describeMimes', () => {
  it('names the types by their extension for messages, unknown ones as they are', () => {
    expect(describeMimes(['image/jpeg', 'image/png', 'application/pdf'])).toBe('jpeg, png, pdf');
    expect(describeMimes(['application/x-unknown'])).toBe('application/x-unknown');
  });
});
