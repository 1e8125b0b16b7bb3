import { usePrerenderedFormHandover } from '../boot/prerendered-form-handover.ts';
import { LandingFrame } from './landing-frame.tsx';
import { prepareLandingApi } from './landing-api.ts';
import { LandingPage } from './landing-page.tsx';

/**
 * The whole landing document: what the build prerenders and the entry
 * hydrates. Its own document configures the API client for the subscribe form.
 */
function Landing() {
  // The subscribe form, pressed before the code ran, is sent once it has.
  usePrerenderedFormHandover();
  return (
    <LandingFrame>
      <LandingPage prepareApi={prepareLandingApi} />
    </LandingFrame>
  );
}

export { Landing };
