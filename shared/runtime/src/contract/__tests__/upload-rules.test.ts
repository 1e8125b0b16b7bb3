import { describe, expect, it } from 'vitest';
import { imageProblem } from '../upload-rules.ts';

const png = { name: 'я.png', size: 1000, mime: 'image/png' };

describe('the rules of a profile photo', () => {
  it('takes an image of the contract\'s types up to 5 MB', () => {
    expect(imageProblem(png)).toBeNull();
    expect(imageProblem({ ...png, mime: 'IMAGE/WEBP' })).toBeNull();
  });

  it('names what is wrong, in the order a person fixes it', () => {
    expect(imageProblem({ ...png, name: 'photo\u202Egnp.exe' })).toBe('Имя файла содержит недопустимые символы: переименуйте файл');
    expect(imageProblem({ ...png, size: 0 })).toBe('Файл пуст');
    expect(imageProblem({ ...png, mime: 'text/html' })).toBe('Недопустимый тип файла: загрузите изображение (jpeg, png, gif, webp, avif, svg, ico, tiff, bmp)');
    expect(imageProblem({ ...png, mime: null })).toMatch(/^Недопустимый тип файла/);
    expect(imageProblem({ ...png, size: 5 * 1024 * 1024 + 1 })).toBe('Файл больше 5 МБ');
  });
});
