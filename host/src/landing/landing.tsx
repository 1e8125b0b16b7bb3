import { LandingFrame } from './landing-frame.tsx';
import { prepareLandingApi } from './landing-api.ts';
import { LandingPage } from './landing-page.tsx';

/**
 * The whole landing document: what the build prerenders and the entry
 * hydrates. Its own document configures the API client for the subscribe form.
 */
function Landing() {
  return (
    <LandingFrame>
      <LandingPage prepareApi={prepareLandingApi} />
    </LandingFrame>
  );
}

export { Landing };
