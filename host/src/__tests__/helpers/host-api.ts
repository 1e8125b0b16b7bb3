import { setupApiServer, type ApiServerOptions } from '@cabinet/testing';
import { authDomain } from '../../auth/testing/auth-domain.ts';
import { subscribeDomain } from '../../landing/testing/subscribe-domain.ts';
import { summaryDomain } from '../../summary/testing/summary-domain.ts';

/** The calls the host itself makes: the session, its auth pages, the landing, its summary reads. */
const hostDomains = [authDomain, subscribeDomain, summaryDomain];

/** `setupApiServer` with every host domain: call it once at the top of a test file. */
function setupHostApi(options: Omit<ApiServerOptions, 'domains'> = {}) {
  return setupApiServer({ ...options, domains: hostDomains });
}

export { setupHostApi };
