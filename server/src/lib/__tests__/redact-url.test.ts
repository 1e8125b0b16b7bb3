import { describe, expect, it } from 'vitest';
import { redactUrl } from '../redact-url.ts';

describe('redactUrl', () => {
  it('hides the values of signature, token, email and password, and keeps the other parameters', () => {
    expect(redactUrl('/api/cabinet/verify/email?id=7&hash=ab12&expires=1893456000&signature=f00d')).toBe(
      '/api/cabinet/verify/email?id=7&hash=ab12&expires=1893456000&signature=***',
    );
    expect(redactUrl('http://localhost:3000/password-recovery?token=s3cr3t&email=petr%40example.com&password=hunter2&page=2')).toBe(
      'http://localhost:3000/password-recovery?token=***&email=***&password=***&page=2',
    );
  });

  it('reads names in any case and percent-encoded, once or twice', () => {
    expect(redactUrl('/x?SIGNATURE=a&Token=b&%65mail=c&%2570assword=d&e%4Dail=f')).toBe('/x?SIGNATURE=***&Token=***&%65mail=***&%2570assword=***&e%4Dail=***');
  });

  it('hides every value of a repeated parameter', () => {
    expect(redactUrl('/x?token=a&q=1&token=b&token=c')).toBe('/x?token=***&q=1&token=***&token=***');
  });

  it('leaves a URL without a query, and the path, as they are', () => {
    expect(redactUrl('/api/cabinet/events/5')).toBe('/api/cabinet/events/5');
    expect(redactUrl('/token=abc/email=x@y.z/page')).toBe('/token=abc/email=x@y.z/page');
    expect(redactUrl('/token=abc/?q=token')).toBe('/token=abc/?q=token');
  });

  it('ends the query at a fragment, and hides a hash route’s own secrets', () => {
    expect(redactUrl('/x?signature=abc#top')).toBe('/x?signature=***#top');
    expect(redactUrl('/#/reset?token=abc&email=x%40y.z')).toBe('/#/reset?token=***&email=***');
  });

  it('keeps names without a value, empty values, near names and malformed escapes as they are', () => {
    expect(redactUrl('/x?token&signature=&tokens=1&my_email=2')).toBe('/x?token&signature=&tokens=1&my_email=2');
    expect(redactUrl('/x?%E0%A4%A=1&token=%ZZ')).toBe('/x?%E0%A4%A=1&token=***');
  });
});
