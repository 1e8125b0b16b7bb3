import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getApiSettings } from '@cabinet/runtime';
import { setupHostApi } from '../../__tests__/helpers/host-api.ts';
import { prepareLandingApi } from '../landing-api.ts';

const { server } = setupHostApi({ signedIn: false });

describe('the landing’s API client', () => {
  it('is configured from /config.json once, and again only after a failure', async () => {
    let answers = 0;
    server.use(
      http.get('*/config.json', () => {
        answers += 1;
        return answers === 1
          ? new HttpResponse('oops', { status: 500 })
          : HttpResponse.json({ apiBaseUrl: 'http://api.example.test', authMode: 'token' });
      }),
    );
    await expect(prepareLandingApi()).rejects.toThrow('answered 500');
    await prepareLandingApi();
    await prepareLandingApi();
    expect(answers).toBe(2);
    expect(getApiSettings()).toMatchObject({ baseUrl: 'http://api.example.test', authMode: 'token' });
  });
});
